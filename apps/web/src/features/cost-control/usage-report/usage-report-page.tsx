import { formatDate, formatNok, formatPhone, kronerToOre } from '@connect/shared';
import { Alert, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { GraphqlRequestError } from '../../../api/graphql-client.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { formatMonthYear } from '../../../ui/month-year.ts';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { useDraft } from '../../../ui/use-draft.ts';
import { TermsToAccept } from '../deduction-consent/terms-to-accept.tsx';
import { type Mark, ReportItems } from './report-items.tsx';
import {
  itemKey,
  ReportUsageDocument,
  type UsageReport,
  type UsageReportItem,
  useUsageReport,
} from './usage-report-api.ts';

const trimmed = (marks: Record<string, Mark>) =>
  Object.fromEntries(Object.entries(marks).map(([k, m]) => [k, { ...m, comment: m.comment.trim() }]));

function ReportForm({ token, report }: { token: string; report: UsageReport }) {
  const { t } = useTranslation();
  const save = useGqlMutation(ReportUsageDocument);
  const saved: Record<string, Mark> = Object.fromEntries(
    report.items.map((i) => [itemKey(i), { usageType: i.usageType ?? null, comment: i.comment ?? '' }]),
  );
  // Blanks around a comment do not count as a change (the server stores it trimmed).
  const { draft: marks, set: setMarks, dirty, savedChanged, reset } = useDraft(saved, { compareBy: trimmed });
  const markOf = (i: UsageReportItem) => marks[itemKey(i)] ?? { usageType: null, comment: '' };
  const changed = report.items.filter((i) => {
    const m = markOf(i);
    return m.usageType !== (i.usageType ?? null) || m.comment.trim() !== (i.comment ?? '');
  });
  const needsComment = (i: UsageReportItem) =>
    report.mandatoryComment && markOf(i).usageType === 'work' && markOf(i).comment.trim() === '';
  const ready = changed.length > 0 && changed.every((i) => markOf(i).usageType !== null && !needsComment(i));
  const privateTotal = report.items
    .filter((i) => (report.open ? markOf(i).usageType : i.effectiveUsageType) === 'private')
    .reduce((sum, i) => sum + kronerToOre(i.amount), 0);
  const mode = t(`usage-report.modeWord.${report.defaultReportMode}`);

  const submit = () =>
    save.mutate(
      {
        token,
        items: changed.map((i) => ({
          categoryGroupID: i.categoryGroupID,
          description: i.description,
          usageType: markOf(i).usageType!,
          comment: markOf(i).comment.trim() || null,
        })),
      },
      {
        onSuccess: () => {
          // The report is reloaded by now: the form starts again from what is stored.
          reset();
          notifications.show({ color: 'green', message: t('usage-report.saved') });
        },
      },
    );

  return (
    <Stack gap="md">
      {report.open ? (
        <Alert icon={<IconInfoCircle size={18} />} color="blue">
          {t('usage-report.openHint', { date: formatDate(report.dueDate), mode })}
          {report.mandatoryComment && ` ${t('usage-report.commentHint')}`}
        </Alert>
      ) : (
        <Alert icon={<IconLock size={18} />} color="gray" data-testid="report-closed">
          {report.dueDate
            ? t('usage-report.closedHint', { date: formatDate(report.dueDate), mode })
            : t('usage-report.noProfile')}
        </Alert>
      )}
      {report.items.length === 0 ? (
        <Text c="dimmed">{t('usage-report.nothing')}</Text>
      ) : (
        <ReportItems
          items={report.items}
          open={report.open}
          markOf={markOf}
          setMark={(i, patch) => setMarks((all) => ({ ...all, [itemKey(i)]: { ...markOf(i), ...patch } }))}
          needsComment={needsComment}
        />
      )}
      <Group justify="space-between">
        <Text size="sm" data-testid="private-total">
          {t('usage-report.privateTotal', { amount: formatNok(privateTotal) })}
        </Text>
        {report.open && report.items.length > 0 && (
          <SaveBar
            always
            dirty={dirty}
            saving={save.isPending}
            canSave={ready}
            onSave={submit}
            onCancel={reset}
            saveLabel={t('usage-report.save')}
            cancelLabel={t('usage-report.cancel')}
            savedChanged={savedChanged}
          />
        )}
      </Group>
    </Stack>
  );
}

/**
 * report/{token}: the page behind the SMS link, where employees mark the month's usage as work or private before
 * the due day. Only the person whose subscription it is can open it.
 */
export default function UsageReportPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const report = useUsageReport(token);

  if (report.isLoading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!report.data) {
    const notFound =
      report.error instanceof GraphqlRequestError && report.error.code !== 'INTERNAL_SERVER_ERROR';
    return (
      <PageLayout title={t('usage-report.title')}>
        <Alert color="red" data-testid="report-not-found">
          {notFound ? t('usage-report.notFound') : t('usage-report.failed')}
        </Alert>
      </PageLayout>
    );
  }
  const r = report.data;
  return (
    <PageLayout title={t('usage-report.titleFor', { month: formatMonthYear(r.period, i18n.language) })}>
      <Stack gap="xs">
        <Text>
          {[r.firstName, r.lastName].filter(Boolean).join(' ')} · {formatPhone(r.phoneNumber)}
        </Text>
        {r.profileDescription && (
          <Text size="sm" c="dimmed">
            {t('usage-report.profile', { name: r.profileDescription })}
          </Text>
        )}
      </Stack>
      <TermsToAccept />
      <ReportForm token={token} report={r} />
    </PageLayout>
  );
}
