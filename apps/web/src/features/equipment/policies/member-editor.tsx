import {
  CORRECTION_REASON_MAX,
  creditCorrectionKronerSchema,
  formatDate,
  formatNok,
  isValidDate,
  osloDate,
} from '@connect/shared';
import { Checkbox, Drawer, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import type { CePolicyFieldsFragment } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { oreOf } from '../../../ui/amount-text.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { isDateFieldOk } from '../../../ui/date-field-value.ts';
import { SaveBar, useGuardedClose } from '../../../ui/save-bar.tsx';
import { Select } from '../../../ui/select.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { BuyOutPanel } from './buy-out-panel.tsx';
import { PoliciesQuery, SaveMemberMutation, UserPolicyCategoriesQuery } from './policies-api.ts';

type Row = { correction: string; reason: string; lastPurchaseDate: string };
type Draft = { policyId: string; transfer: number[]; rows: Record<number, Row> };

const NO_POLICY = '';
/**
 * A signed amount ("-500", "1 250,00": parseAmount with a minus), within the server's range for a correction
 * (packages/shared policy-forms.ts); 0 or nothing is no correction.
 */
const correctionOre = (text: string) => {
  const ore = oreOf(text, { negative: true });
  if (text.trim() === '') return 0;
  if (ore === null) return null;
  return ore === 0 || creditCorrectionKronerSchema.safeParse(ore / 100).success ? ore : null;
};

/**
 * 002 §4 policy editor per user: change the policy (moving the credit of the chosen categories), correct the
 * credit and change the last purchase date; Save sends it all as one call, in one transaction.
 */
export function MemberEditor({
  accountId,
  policy,
  catalogId,
  name,
  onClose,
  inline = false,
}: {
  accountId: number;
  /** The person's policy now; null for someone in none. */
  policy: Pick<CePolicyFieldsFragment, 'ID'> | null;
  catalogId: number | null;
  name: string;
  onClose: () => void;
  /** In a page of its own (the equipment users panel's Policy tab) rather than the Users tab's drawer. */
  inline?: boolean;
}) {
  const current = policy === null ? NO_POLICY : String(policy.ID);
  const { t } = useTranslation();
  const figures = useGqlQuery(
    UserPolicyCategoriesQuery,
    catalogId === null ? null : { accountID: accountId, catalogID: catalogId },
  );
  const targets = useGqlQuery(PoliciesQuery, { accountID: accountId, limit: 200 });
  const save = useGqlMutation(SaveMemberMutation);
  const categories = figures.data?.userPolicyCategoryDetails ?? [];
  const saved: Draft = {
    policyId: current,
    transfer: [],
    rows: Object.fromEntries(
      categories.map((c) => [
        c.policyCategoryID,
        { correction: '', reason: '', lastPurchaseDate: c.lastPurchaseDate ?? '' },
      ]),
    ),
  };
  const { draft, set: setDraft, dirty, savedChanged, reset } = useDraft(saved);
  // The drawer stays mounted between members: closing it drops the edits.
  const { close, question } = useGuardedClose(dirty, () => {
    reset();
    onClose();
  });
  const moving = draft.policyId !== current;
  const today = osloDate();
  const isFuture = (date: string) => isValidDate(date) && date > today;
  const problems = categories.filter((c) => {
    const r = draft.rows[c.policyCategoryID];
    const date = r?.lastPurchaseDate || null;
    return (
      r && (correctionOre(r.correction) === null || !isDateFieldOk(date) || isFuture(r.lastPurchaseDate))
    );
  });

  const submit = () => {
    if (catalogId === null) return;
    const corrections = moving
      ? []
      : categories.flatMap((c) => {
          const r = draft.rows[c.policyCategoryID];
          const ore = r ? correctionOre(r.correction) : 0;
          return ore
            ? [{ policyCategoryID: c.policyCategoryID, amount: ore / 100, reason: r?.reason.trim() || null }]
            : [];
        });
    const lastPurchaseDates = moving
      ? []
      : categories.flatMap((c) => {
          const r = draft.rows[c.policyCategoryID];
          return r && r.lastPurchaseDate !== (c.lastPurchaseDate ?? '')
            ? [{ policyCategoryID: c.policyCategoryID, lastPurchaseDate: r.lastPurchaseDate || null }]
            : [];
        });
    save.mutate(
      {
        accountID: accountId,
        catalogID: catalogId,
        policyID: draft.policyId === NO_POLICY ? null : Number(draft.policyId),
        categoryIDsToTransferAmount: draft.transfer,
        corrections,
        lastPurchaseDates,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('policies.saved') });
          // The corrections are booked and the dates stored: the editor starts again from the figures as reloaded.
          reset();
          if (moving) onClose();
        },
      },
    );
  };

  return (
    <Frame inline={inline} opened={catalogId !== null} onClose={close} title={name}>
      <Stack gap="md" data-testid="member-editor">
        <Select
          label={t('policies.members.policy')}
          value={draft.policyId}
          allowDeselect={false}
          onChange={(v) => setDraft({ ...draft, policyId: v ?? current, transfer: [] })}
          data={[
            ...(targets.data?.CEPolicies ?? []).map((p) => ({ value: String(p.ID), label: p.name })),
            { value: NO_POLICY, label: t('policies.members.noPolicy') },
          ]}
        />
        {moving && draft.policyId !== NO_POLICY && categories.length > 0 && (
          <Checkbox.Group
            label={t('policies.members.transfer')}
            value={draft.transfer.map(String)}
            onChange={(v) => setDraft({ ...draft, transfer: v.map(Number) })}
          >
            <Stack gap={4} mt={4}>
              {categories.map((c) => (
                <Checkbox
                  key={c.policyCategoryID}
                  value={String(c.policyCategoryID)}
                  label={t('policies.members.transferOne', {
                    category: t(`policies.categories.${c.name}`),
                    amount: formatNok(Math.round(c.currentPolicyCategoryCredit * 100)),
                  })}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {!moving && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('policies.members.category')}</Table.Th>
                <Table.Th ta="right">{t('policies.members.credit')}</Table.Th>
                <Table.Th>{t('policies.members.correction')}</Table.Th>
                <Table.Th>{t('policies.members.lastPurchase')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.map((c) => {
                const r = draft.rows[c.policyCategoryID] ?? {
                  correction: '',
                  reason: '',
                  lastPurchaseDate: '',
                };
                const setRow = (patch: Partial<Row>) =>
                  setDraft({ ...draft, rows: { ...draft.rows, [c.policyCategoryID]: { ...r, ...patch } } });
                const category = t(`policies.categories.${c.name}`);
                return (
                  <Table.Tr key={c.policyCategoryID} data-testid={`member-category-${c.name}`}>
                    <Table.Td>
                      <Text size="sm">{category}</Text>
                      <Text size="xs" c="dimmed">
                        {t('policies.members.eligible', {
                          date: formatDate(c.newDeviceEligibilityStartDate),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" data-testid="member-credit">
                      <Text size="sm">{formatNok(Math.round(c.currentPolicyCategoryCredit * 100))}</Text>
                      <Text size="xs" c="dimmed">
                        {t('policies.members.reached', { percent: c.creditReachedPercentage })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('policies.members.correctionFor', { category })}
                        placeholder="-500,00"
                        value={r.correction}
                        onChange={(e) => setRow({ correction: e.currentTarget.value })}
                        error={correctionOre(r.correction) === null ? t('policies.errors.amount') : undefined}
                        w={120}
                      />
                      {r.correction.trim() && (
                        <TextInput
                          mt={4}
                          aria-label={t('policies.members.reasonFor', { category })}
                          placeholder={t('policies.members.reason')}
                          value={r.reason}
                          maxLength={CORRECTION_REASON_MAX}
                          onChange={(e) => setRow({ reason: e.currentTarget.value })}
                          w={120}
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <DateField
                        aria-label={t('policies.members.lastPurchaseFor', { category })}
                        value={r.lastPurchaseDate || null}
                        maxDate={today}
                        onChange={(date) => setRow({ lastPurchaseDate: date ?? '' })}
                        error={isFuture(r.lastPurchaseDate) ? t('policies.errors.future') : undefined}
                        w={150}
                        data-testid="last-purchase-date"
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {!moving && catalogId !== null && <BuyOutPanel accountId={accountId} catalogId={catalogId} />}
        <SaveBar
          dirty={dirty}
          saving={save.isPending}
          canSave={problems.length === 0}
          onSave={submit}
          onCancel={reset}
          saveLabel={t('policies.save')}
          cancelLabel={t('policies.cancel')}
          savedChanged={savedChanged}
        />
      </Stack>
      {question}
    </Frame>
  );
}

/** The Users tab's drawer, or the bare editor where the page around it gives the frame. */
function Frame({
  inline,
  opened,
  onClose,
  title,
  children,
}: {
  inline: boolean;
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  if (inline) return <>{children}</>;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={title}>
      {children}
    </Drawer>
  );
}
