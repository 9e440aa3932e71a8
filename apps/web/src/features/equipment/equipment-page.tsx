import { Center, Group, Loader, Tabs, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useAccountSelection } from '../../app/account-selection.ts';
import { useTranslation } from '../../i18n/index.ts';
import { PageLayout } from '../../ui/page-layout.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { DevicesTab } from './devices/devices-tab.tsx';
import { EQUIPMENT_TABS, tabOf, useEquipmentSearch, withSearch } from './equipment-search.ts';

// The users tab (list, panel, member editor, device rows) and the vendors tab load when opened: the devices tab is
// the one most use.
const EquipmentUsersTab = lazy(() =>
  import('./users/equipment-users-tab.tsx').then((m) => ({ default: m.EquipmentUsersTab })),
);
const VendorsTab = lazy(() => import('./vendors/vendors-tab.tsx').then((m) => ({ default: m.VendorsTab })));

/**
 * 001 §2 routes: /equipment/devices/{id?}/{tab?}, /equipment/users/{id?}/{tab?}, /equipment/vendors/{id?}. The tab is
 * in the path and the one search box above the tabs is kept when switching them (`?q=`).
 */
export default function EquipmentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useEquipmentSearch();
  const { accountId, includeSubAccounts, isLoading } = useAccountSelection();
  const tab = tabOf(pathname);
  const scope = accountId === null ? null : { accountId, includeSubAccounts };

  return (
    <PageLayout title={t('app.menu.equipment')}>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => next && navigate(withSearch(`/equipment/${next}`, search))}
      >
        <Group justify="space-between" align="flex-end" gap="sm">
          <Tabs.List>
            {EQUIPMENT_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`equipment.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SearchBox
            value={search}
            onSearch={setSearch}
            placeholder={t(`equipment.search.${tab}`)}
            aria-label={t(`equipment.search.${tab}`)}
            w={280}
          />
        </Group>
        {EQUIPMENT_TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {scope === null ? (
              <Center py="xl">
                {isLoading ? <Loader /> : <Text c="dimmed">{t('equipment.noAccount')}</Text>}
              </Center>
            ) : (
              <Suspense fallback={<Loader m="xl" />}>
                <Routes>
                  <Route path="devices/:id?/:tab?" element={<DevicesTab {...scope} />} />
                  <Route path="users/:id?/:tab?" element={<EquipmentUsersTab />} />
                  <Route path="vendors/:id?" element={<VendorsTab {...scope} />} />
                  <Route
                    path="*"
                    element={<Navigate to={withSearch('/equipment/devices', search)} replace />}
                  />
                </Routes>
              </Suspense>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageLayout>
  );
}
