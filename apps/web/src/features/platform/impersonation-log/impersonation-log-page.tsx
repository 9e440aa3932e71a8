import { CUSTOMER_SOLUTION_PAGE_SIZE, formatDateTime } from '@connect/shared';
import { Badge, Stack, Text } from '@mantine/core';
import { useGqlPages } from '../../../api/gql-hooks.ts';
import { graphql } from '../../../gql/index.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { InfiniteVirtualTable } from '../../../ui/infinite-virtual-table.tsx';
import { PageLayout } from '../../../ui/page-layout.tsx';
import { changeTexts } from './change-text.ts';
import classes from './impersonation-log.module.css';

const ImpersonationLogQuery = graphql(`
  query ImpersonationLog($limit: Int, $offset: Int) {
    impersonationLog(limit: $limit, offset: $offset) {
      id
      kind
      actorName
      actorCompany
      personName
      reason
      startedAt
      endedAt
      end
      changes {
        id
        at
        operation
        fields
        objects {
          field
          name
        }
        outcome
      }
    }
  }
`);

const COLUMNS = '150px minmax(160px, 1fr) minmax(140px, 1fr) minmax(160px, 1.4fr) 130px minmax(200px, 1.6fr)';

/** "1 t 5 min" / "1 h 5 min", from whole minutes. */
function duration(from: string, to: string | null, now: number, language: string): string {
  const minutes = Math.max(0, Math.round(((to ? Date.parse(to) : now) - Date.parse(from)) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour = language === 'en' ? 'h' : 't';
  return h ? `${h} ${hour} ${m} min` : `${m} min`;
}

/**
 * The customer's own admins read who from the provider acted in their company (issue 16): when, who, as whom, why,
 * for how long, and the changes made meanwhile. Newest first, growing on scroll.
 */
export default function ImpersonationLogPage() {
  const { t, i18n } = useTranslation();
  const visits = useGqlPages(
    ImpersonationLogQuery,
    {},
    { pageSize: CUSTOMER_SOLUTION_PAGE_SIZE, rows: (p) => p.impersonationLog },
  );
  const rows = visits.data?.pages.flatMap((p) => p.impersonationLog) ?? [];
  const now = Date.now();
  const th = (label: string) => <th className={`${classes.cell} ${classes.head}`}>{label}</th>;

  return (
    <PageLayout title={t('impersonation-log.title')}>
      <Text size="sm" c="dimmed">
        {t('impersonation-log.intro')}
      </Text>
      {visits.isError ? (
        <Text c="red">{t('impersonation-log.notYours')}</Text>
      ) : (
        <InfiniteVirtualTable
          aria-label={t('impersonation-log.title')}
          columns={COLUMNS}
          height={600}
          estimateSize={72}
          items={rows}
          getKey={(v) => v.id}
          pages={visits}
          empty={visits.data ? t('impersonation-log.empty') : ''}
          header={
            <>
              {th(t('impersonation-log.when'))}
              {th(t('impersonation-log.who'))}
              {th(t('impersonation-log.as'))}
              {th(t('impersonation-log.why'))}
              {th(t('impersonation-log.duration'))}
              {th(t('impersonation-log.changes'))}
            </>
          }
          rowProps={() => ({ 'data-testid': 'impersonation-visit' })}
          renderCells={(v) => (
            <>
              <td className={classes.cell}>{formatDateTime(v.startedAt)}</td>
              <td className={classes.cell}>
                <Stack gap={0}>
                  <Text size="sm">{v.actorName}</Text>
                  <Text size="xs" c="dimmed">
                    {v.actorCompany}
                  </Text>
                </Stack>
              </td>
              <td className={classes.cell}>
                {v.kind === 'user'
                  ? v.personName
                  : t(v.kind === 'direct' ? 'impersonation-log.asThemselves' : 'impersonation-log.asAdmin')}
              </td>
              <td className={classes.cell} data-testid="visit-reason">
                {v.reason ?? ''}
              </td>
              <td className={classes.cell}>
                <Stack gap={2}>
                  <Text size="sm">{duration(v.startedAt, v.endedAt, now, i18n.language)}</Text>
                  <Badge size="xs" variant="light" color={v.end === 'ongoing' ? 'blue' : 'gray'}>
                    {t(`impersonation-log.end.${v.end}`)}
                  </Badge>
                </Stack>
              </td>
              <td className={classes.cell} data-testid="visit-changes">
                {v.changes.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('impersonation-log.noChanges')}
                  </Text>
                ) : (
                  <ul className={classes.changes}>
                    {v.changes.map((c) => (
                      <li key={c.id}>
                        {`${formatDateTime(c.at).slice(-5)} ${changeTexts(i18n, c).join(', ')}`}
                        {c.outcome === 'failed' ? ` (${t('impersonation-log.failed')})` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </>
          )}
        />
      )}
    </PageLayout>
  );
}
