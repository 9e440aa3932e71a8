import { formatDate } from '@connect/shared';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { EntryDialog } from '../../../ui/entry-dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import {
  DepartmentMovePreviewQuery,
  MoveUserToDepartmentMutation,
  RulesForNewEmployeesQuery,
} from './new-employee-rules-api.ts';

/**
 * Change department (issue 33 §2): the person moves now; before saving, the dialog shows the policy the rules give
 * for the new department and the first day of the next open month it applies from (this month keeps its figures).
 */
export function DepartmentMoveDialog({
  accountId,
  catalogId,
  name,
  opened,
  onClose,
}: {
  accountId: number;
  catalogId: number;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const options = useGqlQuery(RulesForNewEmployeesQuery, opened ? { accountID: accountId } : null);
  const preview = useGqlQuery(
    DepartmentMovePreviewQuery,
    opened && departmentId
      ? { accountID: accountId, userID: catalogId, departmentID: Number(departmentId) }
      : null,
  );
  const move = useGqlMutation(MoveUserToDepartmentMutation);
  const p = preview.data?.departmentMovePreview;
  const close = () => {
    setDepartmentId(null);
    setFailed(false);
    onClose();
  };
  const submit = async () => {
    if (!departmentId) return;
    setFailed(false);
    try {
      await move.mutateAsync({ accountID: accountId, userID: catalogId, departmentID: Number(departmentId) });
      notifications.show({ color: 'green', message: t('new-employee-rules.move.saved', { name }) });
      close();
    } catch {
      setFailed(true);
    }
  };
  return (
    <EntryDialog
      opened={opened}
      onClose={close}
      dirty={departmentId !== null}
      title={t('new-employee-rules.move.title', { name })}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Select
            label={t('new-employee-rules.move.department')}
            data={(options.data?.cePolicyRulesForNewEmployees.departmentOptions ?? []).map((d) => ({
              value: String(d.departmentID),
              label: d.name,
            }))}
            value={departmentId}
            searchable
            onChange={setDepartmentId}
            data-autofocus
          />
          {departmentId && !p && <Loader size="sm" />}
          {p && (
            <Alert
              color={p.changesPolicy ? 'blue' : 'gray'}
              data-testid="department-move-preview"
              role="status"
            >
              <Text size="sm">
                {t('new-employee-rules.move.departmentChange', {
                  from: p.fromDepartmentName ?? t('new-employee-rules.move.noDepartment'),
                  to: p.toDepartmentName,
                })}
              </Text>
              <Text size="sm">
                {p.changesPolicy
                  ? t('new-employee-rules.move.policyChange', {
                      from: p.currentPolicyName ?? t('new-employee-rules.noPolicy'),
                      to: p.newPolicyName ?? t('new-employee-rules.noPolicy'),
                      date: formatDate(p.effectiveOn),
                    })
                  : t('new-employee-rules.move.policyKept', {
                      policy: p.currentPolicyName ?? t('new-employee-rules.noPolicy'),
                    })}
              </Text>
            </Alert>
          )}
          {failed && (
            <Alert color="red" role="alert">
              {t('new-employee-rules.failed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('new-employee-rules.cancel')}
            </Button>
            <Button type="submit" disabled={!p} loading={move.isPending}>
              {t('new-employee-rules.move.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </EntryDialog>
  );
}
