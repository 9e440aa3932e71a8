import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { portalTheme } from './portal-theme.ts';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('ui.close');
  const previous = t('ui.calendar.previous');
  const next = t('ui.calendar.next');
  const theme = useMemo(() => portalTheme({ close, previous, next }), [close, previous, next]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
