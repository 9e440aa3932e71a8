import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';
import './dayjs.ts';

/**
 * The settings of Mantine's date inputs: the shown language's month and day names, and weeks starting on Monday.
 * Every date input of the portal sits inside it; it is loaded with them, not at the app's start (issue 10 §7).
 */
export function DatesSettings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language === 'no' ? 'nb' : 'en', firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}
