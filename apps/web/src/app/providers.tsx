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
  const closeLabel = t('ui.close');
  const theme = useMemo(() => portalTheme(closeLabel), [closeLabel]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
