import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from './page-layout.tsx';

/** A screen of the menu that is not in this release yet: says so rather than showing an empty page. */
export function NotBuiltYet({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageLayout title={title}>
      <Alert icon={<IconTools size={18} />} color="gray" data-testid="not-built-yet">
        {t('ui.notBuiltYet')}
      </Alert>
    </PageLayout>
  );
}
