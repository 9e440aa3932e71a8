import { Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { ListAndDetail } from '../../../ui/list-and-detail.tsx';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { SolutionDetail } from './solution-detail.tsx';
import { SolutionList } from './solution-list.tsx';
import { useConfigs } from './solutions-api.ts';

/** The list of solutions beside the chosen one. */
function SolutionsLayout() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('customer-solutions.title')}>
      <ListAndDetail list={<SolutionList />} />
    </PageLayout>
  );
}

/** 002 §2: with no solution chosen, the first one opens on its details tab. */
function FirstSolution() {
  const { t } = useTranslation();
  const configs = useConfigs('');
  const first = configs.data?.pages[0]?.[0];
  if (first) return <Navigate to={`/impersonation/${first.id}/details`} replace />;
  if (!configs.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack align="center" py="xl">
      <Text c="dimmed">{t('customer-solutions.list.empty')}</Text>
    </Stack>
  );
}

/** 002 §2 Impersonation (Customer solutions): impersonation, impersonation/{id}/{tab}; `new` adds one. */
export default function CustomerSolutionsPage() {
  return (
    <Routes>
      <Route element={<SolutionsLayout />}>
        <Route index element={<FirstSolution />} />
        <Route path=":id" element={<SolutionDetail />} />
        <Route path=":id/:tab" element={<SolutionDetail />} />
        <Route path="*" element={<Navigate to="/impersonation" replace />} />
      </Route>
    </Routes>
  );
}
