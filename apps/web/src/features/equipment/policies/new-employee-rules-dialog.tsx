import { ActionIcon, Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { GraphqlRequestError } from '../../../api/graphql-client.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import { RulesForNewEmployeesQuery, SaveRulesForNewEmployeesMutation } from './new-employee-rules-api.ts';

type Row = { key: number; departmentId: string | null; policyId: string | null };
type Draft = { defaultPolicyId: string | null; rows: Row[] };

let nextKey = 0;
const NONE = '';

/** What a save failure says: another editor saved first, a bad rule, or anything else. */
export function saveErrorKey(e: unknown): string {
  if (e instanceof GraphqlRequestError && e.code === 'CONFLICT') return 'new-employee-rules.conflict';
  if (e instanceof GraphqlRequestError && e.code === 'BAD_USER_INPUT') return 'new-employee-rules.duplicate';
  if (e instanceof GraphqlRequestError && e.code === 'NOT_FOUND') return 'new-employee-rules.notFound';
  return 'new-employee-rules.failed';
}

/**
 * Rules for new employees (issue 33 §2): the policy a person gets when provisioning or the customer's directory
 * creates them: their department's, else the default. Saved whole against the version read.
 */
export function NewEmployeeRulesDialog({
  accountId,
  opened,
  onClose,
}: {
  accountId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rules = useGqlQuery(RulesForNewEmployeesQuery, opened ? { accountID: accountId } : null);
  const save = useGqlMutation(SaveRulesForNewEmployeesMutation);
  const data = rules.data?.cePolicyRulesForNewEmployees;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stored: Draft | null = data
    ? {
        defaultPolicyId: data.defaultPolicyID == null ? null : String(data.defaultPolicyID),
        rows: data.departments.map((d) => ({
          key: d.departmentID,
          departmentId: String(d.departmentID),
          policyId: String(d.policyID),
        })),
      }
    : null;
  useEffect(() => {
    if (opened && data && draft === null) setDraft(stored);
  }, [opened, data, draft, stored]);
  const same = (a: Draft | null, b: Draft | null) =>
    JSON.stringify(a && { ...a, rows: a.rows.map(({ key: _, ...r }) => r) }) ===
    JSON.stringify(b && { ...b, rows: b.rows.map(({ key: _, ...r }) => r) });
  const dirty = draft !== null && !same(draft, stored);
  const close = () => {
    setDraft(null);
    setError(null);
    onClose();
  };
  const policies = [
    { value: NONE, label: t('new-employee-rules.noPolicy') },
    ...(data?.policyOptions ?? []).map((p) => ({ value: String(p.policyID), label: p.name })),
  ];
  const departments = (data?.departmentOptions ?? []).map((d) => ({
    value: String(d.departmentID),
    label: d.name,
  }));
  const incomplete = draft?.rows.some((r) => !r.departmentId || !r.policyId) ?? true;
  const setRow = (key: number, patch: Partial<Row>) =>
    draft && setDraft({ ...draft, rows: draft.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });

  const submit = async () => {
    if (!draft || !data) return;
    setError(null);
    try {
      await save.mutateAsync({
        accountID: accountId,
        defaultPolicyID: draft.defaultPolicyId ? Number(draft.defaultPolicyId) : null,
        departments: draft.rows.map((r) => ({
          departmentID: Number(r.departmentId),
          policyID: Number(r.policyId),
        })),
        version: data.version,
      });
      notifications.show({ color: 'green', message: t('new-employee-rules.saved') });
      close();
    } catch (e) {
      setError(t(saveErrorKey(e)));
    }
  };

  return (
    <EntryDialog
      opened={opened}
      onClose={close}
      dirty={dirty}
      title={t('new-employee-rules.title')}
      size="lg"
      centered
    >
      {!draft ? (
        <Center py="md">
          <Loader />
        </Center>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack data-testid="new-employee-rules">
            <Text size="sm" c="dimmed">
              {t('new-employee-rules.intro')}
            </Text>
            <Select
              label={t('new-employee-rules.default')}
              data={policies}
              value={draft.defaultPolicyId ?? NONE}
              allowDeselect={false}
              onChange={(v) => setDraft({ ...draft, defaultPolicyId: v || null })}
              data-autofocus
            />
            <Text fw={600} size="sm">
              {t('new-employee-rules.departments')}
            </Text>
            {draft.rows.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('new-employee-rules.noDepartments')}
              </Text>
            )}
            {draft.rows.map((r, i) => (
              <Group key={r.key} align="flex-end" wrap="nowrap" data-testid="department-rule">
                <Select
                  flex={1}
                  label={t('new-employee-rules.department')}
                  aria-label={t('new-employee-rules.departmentOf', { n: i + 1 })}
                  data={departments.filter(
                    (d) => d.value === r.departmentId || !draft.rows.some((o) => o.departmentId === d.value),
                  )}
                  value={r.departmentId}
                  searchable
                  onChange={(v) => setRow(r.key, { departmentId: v })}
                />
                <Select
                  flex={1}
                  label={t('new-employee-rules.policy')}
                  aria-label={t('new-employee-rules.policyOf', { n: i + 1 })}
                  data={policies.filter((p) => p.value !== NONE)}
                  value={r.policyId}
                  onChange={(v) => setRow(r.key, { policyId: v })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('new-employee-rules.remove', { n: i + 1 })}
                  onClick={() => setDraft({ ...draft, rows: draft.rows.filter((o) => o.key !== r.key) })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} />}
                disabled={departments.length === draft.rows.length}
                onClick={() =>
                  setDraft({
                    ...draft,
                    rows: [...draft.rows, { key: --nextKey, departmentId: null, policyId: null }],
                  })
                }
              >
                {t('new-employee-rules.addDepartment')}
              </Button>
            </Group>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('new-employee-rules.cancel')}
              </Button>
              <Button type="submit" disabled={!dirty || incomplete} loading={save.isPending}>
                {t('new-employee-rules.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </EntryDialog>
  );
}
