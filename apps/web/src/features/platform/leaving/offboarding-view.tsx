import { osloDate } from '@connect/shared';
import { Anchor, Button, Center, Grid, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { GraphqlRequestError } from '../../../api/graphql-client.ts';
import { useSessionUser } from '../../../app/session-user.tsx';
import type { OffboardingFieldsFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { isDateFieldOk } from '../../../ui/date-field-value.ts';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { FinalPayroll } from './final-payroll.tsx';
import { leavingRights } from './leaving-access.ts';
import {
  DecideLeaverDeviceDoc,
  DecideLeaverSubscriptionDoc,
  EndLeaverPolicyMembershipDoc,
  SetLeavingDateDoc,
  useOffboarding,
} from './leaving-api.ts';
import { draftProblems, isOpenDevice, plannedActions, savedDraft } from './offboarding-draft.ts';
import { DeviceRow, SubscriptionRow } from './offboarding-rows.tsx';
import { SentReminders } from './sent-reminders.tsx';

/** One leaver's offboarding (`/users/leaving/:catalogId`): the leaving date and a decision per open item. */
export function OffboardingView() {
  const { t } = useTranslation();
  const { catalogId: param = '' } = useParams();
  const catalogId = /^\d+$/.test(param) ? Number(param) : null;
  const query = useOffboarding(catalogId);
  const notFound = query.error instanceof GraphqlRequestError && query.error.code === 'NOT_FOUND';
  const data = query.data?.offboarding;
  const back = (
    <Anchor component={Link} to="/users/leaving" size="sm">
      {t('leaving.offboarding.back')}
    </Anchor>
  );
  if (!data)
    return (
      <PageLayout title={t('leaving.title')} actions={back}>
        <Center py="xl">
          {catalogId === null || notFound ? (
            <Text c="dimmed">{t('leaving.offboarding.notFound')}</Text>
          ) : (
            <Loader />
          )}
        </Center>
      </PageLayout>
    );
  return <OffboardingForm key={data.person.catalogID} data={data} back={back} />;
}

function OffboardingForm({ data, back }: { data: OffboardingFieldsFragment; back: React.ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const rights = leavingRights({ roles: user.roles, services: user.enabledServices });
  const saved = useMemo(() => savedDraft(data), [data]);
  const { draft, dirty, savedChanged, set, reset } = useDraft(saved);
  const setDate = useGqlMutation(SetLeavingDateDoc);
  const decideSubscription = useGqlMutation(DecideLeaverSubscriptionDoc);
  const decideDevice = useGqlMutation(DecideLeaverDeviceDoc);
  const endMembership = useGqlMutation(EndLeaverPolicyMembershipDoc);
  const saving = setDate.isPending || decideSubscription.isPending || decideDevice.isPending;
  const problems = draftProblems(draft);
  const catalogID = data.person.catalogID;
  const name = `${data.person.firstName} ${data.person.lastName}`;
  const leaving = data.person.leavingDate;

  async function save() {
    for (const a of plannedActions(draft, data)) {
      if (a.kind === 'leavingDate')
        await setDate.mutateAsync({ catalogID, leavingDate: a.leavingDate, expectedLeavingDate: a.expected });
      else if (a.kind === 'subscription') {
        const { kind: _k, ...rest } = a;
        await decideSubscription.mutateAsync({ catalogID, ...rest });
      } else {
        const { kind: _k, ...rest } = a;
        await decideDevice.mutateAsync({ catalogID, ...rest });
      }
    }
    notifications.show({ color: 'green', message: t('leaving.offboarding.saved') });
    reset();
  }

  const membershipEndable =
    rights.devices && leaving !== null && leaving <= osloDate() && !data.devices.some(isOpenDevice);

  return (
    <PageLayout title={t('leaving.offboarding.title', { name })} actions={back}>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="md">
              <DateField
                label={t('leaving.offboarding.leavingDate')}
                description={t('leaving.offboarding.leavingDateHelp')}
                value={draft.leavingDate}
                onChange={(leavingDate) => set((d) => ({ ...d, leavingDate }))}
                error={
                  !isDateFieldOk(draft.leavingDate)
                    ? t('leaving.offboarding.invalidDate')
                    : problems.includes('leavingDateNeeded')
                      ? t('leaving.offboarding.leavingDateNeeded')
                      : undefined
                }
                w={240}
                data-testid="leaving-date"
              />
            </Paper>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="xs">
                {t('leaving.offboarding.subscriptions')}
              </Title>
              {data.subscriptions.length === 0 ? (
                <Text c="dimmed">{t('leaving.offboarding.noSubscriptions')}</Text>
              ) : (
                <Table>
                  <Table.Tbody>
                    {data.subscriptions.map((s) => (
                      <SubscriptionRow
                        key={s.subscriptionID}
                        s={s}
                        choice={draft.subscriptions[s.subscriptionID]}
                        canDecide={rights.subscriptions}
                        onChange={(c) =>
                          set((d) => ({ ...d, subscriptions: { ...d.subscriptions, [s.subscriptionID]: c } }))
                        }
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Paper>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="xs">
                {t('leaving.offboarding.devices')}
              </Title>
              {data.devices.length === 0 ? (
                <Text c="dimmed">{t('leaving.offboarding.noDevices')}</Text>
              ) : (
                <Table>
                  <Table.Tbody>
                    {data.devices.map((d) => (
                      <DeviceRow
                        key={d.deviceID}
                        d={d}
                        choice={draft.devices[d.deviceID]}
                        canDecide={rights.devices}
                        onChange={(c) => set((x) => ({ ...x, devices: { ...x.devices, [d.deviceID]: c } }))}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Paper>
            <SaveBar
              dirty={dirty}
              saving={saving}
              canSave={problems.length === 0}
              savedChanged={savedChanged}
              onSave={() => void save().catch(() => undefined)}
              onCancel={reset}
              floating
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <FinalPayroll payroll={data.finalPayroll} />
            <SentReminders reminders={data.reminders} />
            {rights.devices && (
              <Paper withBorder p="md">
                <Stack gap="xs">
                  <Text size="sm">{t('leaving.offboarding.endMembershipHelp')}</Text>
                  <Button
                    variant="light"
                    disabled={!membershipEndable || dirty}
                    loading={endMembership.isPending}
                    onClick={() =>
                      void endMembership
                        .mutateAsync({ catalogID })
                        .then(() =>
                          notifications.show({
                            color: 'green',
                            message: t('leaving.offboarding.membershipEnded'),
                          }),
                        )
                        .catch(() => undefined)
                    }
                  >
                    {t('leaving.offboarding.endMembership')}
                  </Button>
                </Stack>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </PageLayout>
  );
}
