import { ActionIcon, Badge, Box, Card, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { useAccountSelection } from '../../../app/account-selection.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DropdownMenu } from '../../../ui/dropdown-menu.tsx';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { DeductionTermsCard } from '../deduction-consent/deduction-terms-card.tsx';
import { AppliesFrom } from './closed-months.tsx';
import { draftFromProfile, isChanged, type ProfileDraft, profileInput } from './profile-draft.ts';
import {
  type CategoryGroup,
  type PaymentProfile,
  RemovePaymentProfile,
  SetDefaultPaymentProfile,
  UpdatePaymentProfile,
  useCategoryGroups,
  useProfiles,
  useSmsSenders,
} from './profiles-api.ts';
import { SettingsForm } from './settings-form.tsx';

// A profile opens on Settings; the Rules tab (with the preview's date range) and the members load when chosen.
const RulesTab = lazy(() => import('./rules-tab.tsx').then((m) => ({ default: m.RulesTab })));
const MembersTab = lazy(() => import('./members-tab.tsx').then((m) => ({ default: m.MembersTab })));

const loader = (
  <Center py="xl">
    <Loader />
  </Center>
);

export const TABS = ['settings', 'rules', 'members'] as const;
export type Tab = (typeof TABS)[number];

/** The 'Standard profile' marker: a filled star on the account's standard profile, an empty one elsewhere. */
export function StandardMarker({ isDefault }: { isDefault: boolean }) {
  const { t } = useTranslation();
  return isDefault ? (
    // Filled with autoContrast: dark text on yellow (the light variant's yellow text is 2.9:1).
    <Badge
      variant="filled"
      color="yellow"
      autoContrast
      leftSection={<IconStarFilled size={12} />}
      data-testid="standard-marker"
    >
      {t('payment-profiles.standard')}
    </Badge>
  ) : (
    <Badge variant="outline" color="gray" leftSection={<IconStar size={12} />} data-testid="standard-marker">
      {t('payment-profiles.notStandard')}
    </Badge>
  );
}

function ProfileEditor({
  profile,
  catalogue,
  accountId,
  tab,
}: {
  profile: PaymentProfile;
  catalogue: CategoryGroup[];
  accountId: number;
  tab: Tab;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const senders = useSmsSenders(accountId);
  const update = useGqlMutation(UpdatePaymentProfile);
  const setDefault = useGqlMutation(SetDefaultPaymentProfile);
  // The hook's own callbacks run even when the detail unmounts as the list refreshes without the profile.
  const remove = useGqlMutation(RemovePaymentProfile, {
    removes: (v) => ({ profileID: v.profileID }),
    onSuccess: () => {
      setConfirmDelete(false);
      notifications.show({ color: 'green', message: t('payment-profiles.toast.deleted') });
      navigate('/payment-profiles', { replace: true });
    },
    onError: () => setConfirmDelete(false),
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const saved = useMemo(() => draftFromProfile(profile, catalogue), [profile, catalogue]);
  // Edits stay here until Save or Cancel (000 §4), across the tabs.
  const [edited, setEdited] = useState<ProfileDraft | null>(null);
  const draft = edited ?? saved;
  const changed = edited !== null && isChanged(edited, saved);
  const input = profileInput(draft);

  const save = () => {
    if (!input) return;
    update.mutate(
      { accountID: accountId, profileID: profile.ID, profile: input, version: profile.version },
      {
        onSuccess: () => {
          setEdited(null);
          notifications.show({ color: 'green', message: t('payment-profiles.toast.updated') });
        },
      },
    );
  };

  return (
    <Stack gap="md" pb={changed ? 80 : 0}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h3" data-testid="profile-heading">
            {profile.description}
          </Title>
          <Group gap="xs">
            <StandardMarker isDefault={profile.default} />
            <Text size="sm" c="dimmed">
              {t('payment-profiles.memberCount', { count: profile.memberCount })}
            </Text>
          </Group>
        </Stack>
        <DropdownMenu
          position="bottom-end"
          withinPortal
          target={
            <ActionIcon variant="default" size="lg" aria-label={t('payment-profiles.menu.label')}>
              <IconDots size={18} />
            </ActionIcon>
          }
        >
          {(menu) => (
            <>
              {!profile.default && (
                <menu.Item
                  leftSection={<IconStarFilled size={14} />}
                  onClick={() =>
                    setDefault.mutate(
                      { accountID: accountId, profileID: profile.ID },
                      {
                        onSuccess: () =>
                          notifications.show({ color: 'green', message: t('payment-profiles.toast.saved') }),
                      },
                    )
                  }
                >
                  {t('payment-profiles.menu.setStandard')}
                </menu.Item>
              )}
              <menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => setConfirmDelete(true)}
              >
                {t('payment-profiles.menu.delete')}
              </menu.Item>
            </>
          )}
        </DropdownMenu>
      </Group>

      <Tabs
        value={tab}
        onChange={(v) => v && navigate(`/payment-profiles/${profile.ID}/${v}`)}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`payment-profiles.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <SettingsForm
            draft={draft}
            catalogue={catalogue}
            senders={senders.data ?? []}
            saved
            onChange={setEdited}
          />
          <Box mt="lg">
            <DeductionTermsCard
              accountId={accountId}
              owner={{ kind: 'paymentProfile', profileId: profile.ID }}
            />
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="md">
          <Suspense fallback={loader}>
            <RulesTab
              accountId={accountId}
              profileId={profile.ID}
              draft={draft}
              catalogue={catalogue}
              onChange={setEdited}
            />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="md">
          <Suspense fallback={loader}>
            <MembersTab accountId={accountId} profileId={profile.ID} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>

      <SaveBar
        floating
        dirty={changed}
        saving={update.isPending}
        canSave={input !== null}
        onSave={save}
        onCancel={() => setEdited(null)}
        saveLabel={t('payment-profiles.actions.save')}
        cancelLabel={t('payment-profiles.actions.cancel')}
        note={<AppliesFrom />}
      />

      <ConfirmDialog
        opened={confirmDelete}
        title={t('payment-profiles.menu.delete')}
        message={t('payment-profiles.confirmDelete', { name: profile.description })}
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate({ accountID: accountId, profileID: profile.ID })}
      />
    </Stack>
  );
}

/** payment-profiles/{id}/{tab}: the profile's heading, menu and tabs; with no or an unknown tab, settings. */
export function ProfileDetail() {
  const { id, tab } = useParams();
  const { accountId } = useAccountSelection();
  const profiles = useProfiles(accountId);
  const catalogue = useCategoryGroups();
  const profile = profiles.data?.find((p) => String(p.ID) === id);

  if (!TABS.includes(tab as Tab)) return <Navigate to={`/payment-profiles/${id}/settings`} replace />;
  // Another account chosen, or the profile removed: back to the list, which picks the first.
  if (profiles.data && !profile) return <Navigate to="/payment-profiles" replace />;
  if (!profile || !catalogue.data || accountId === null) return loader;
  return (
    <Card withBorder padding="lg">
      <ProfileEditor
        key={profile.ID}
        profile={profile}
        catalogue={catalogue.data}
        accountId={accountId}
        tab={tab as Tab}
      />
    </Card>
  );
}
