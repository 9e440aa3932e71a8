import { Card, Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { AccountsSection } from './accounts-section.tsx';
import { DetailsForm } from './details-form.tsx';
import { useConfig } from './solutions-api.ts';
import { UsersTab } from './users-tab.tsx';

const TABS = ['details', 'users'] as const;

/** 002 §2: the heading is the name or Untitled; Details and Users tabs once the solution exists. */
export function SolutionDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const isNew = params.id === 'new';
  const id = isNew ? null : Number(params.id);
  const config = useConfig(id !== null && Number.isInteger(id) ? id : null);

  if (isNew) {
    return (
      <Card withBorder>
        <Stack>
          <Title order={2} size="h3">
            {t('customer-solutions.untitled')}
          </Title>
          <DetailsForm config={null} />
        </Stack>
      </Card>
    );
  }
  if (id === null || !Number.isInteger(id) || config.isError) return <Navigate to="/impersonation" replace />;
  const tab = TABS.find((x) => x === params.tab);
  if (!tab) return <Navigate to={`/impersonation/${id}/details`} replace />;
  if (!config.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );

  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h3">
          {config.data.name || t('customer-solutions.untitled')}
        </Title>
        <Tabs
          value={tab}
          onChange={(next) => next && navigate(`/impersonation/${id}/${next}`)}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('customer-solutions.tabs.label')}>
            <Tabs.Tab value="details">{t('customer-solutions.tabs.details')}</Tabs.Tab>
            <Tabs.Tab value="users">{t('customer-solutions.tabs.users')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <Stack gap="xl">
              <DetailsForm key={`${config.data.id}-${config.data.version}`} config={config.data} />
              <AccountsSection config={config.data} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="users" pt="md">
            <UsersTab config={config.data} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
