import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './focus.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/nb';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { portalTheme } from './portal-theme.ts';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver } from './theme.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault('Europe/Oslo');

export function Providers({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const closeLabel = t('ui.close');
  const theme = useMemo(() => portalTheme(closeLabel), [closeLabel]);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DatesProvider settings={{ locale: i18n.language === 'no' ? 'nb' : 'en', firstDayOfWeek: 1 }}>
          <Notifications position="top-right" />
          {children}
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
