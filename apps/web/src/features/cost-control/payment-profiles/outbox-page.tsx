import { formatDateTime, formatPhone, PAGE_SIZE } from '@connect/shared';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconArrowLeft, IconPaperclip } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGqlQuery } from '../../../api/gql-hooks.ts';
import { useAccountSelection } from '../../../app/account-selection.ts';
import type { MessageChannel, MessageStatus } from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { PageLayout } from '../../../ui/page-layout.tsx';

const OutboxQuery = graphql(`
  query OutboxMessages($accountID: Int!, $channel: MessageChannel, $limit: Int, $offset: Int) {
    outboxMessages(accountID: $accountID, channel: $channel, limit: $limit, offset: $offset) {
      totalCount
      items {
        ID
        channel
        recipient
        sender
        subject
        body
        status
        error
        createdAt
        attachments {
          filename
          size
        }
      }
    }
  }
`);

/** A message's status badge: delivered (the receipt said so), sent (handed to the gateway), waiting, failed. */
const STATUS_COLORS: Record<MessageStatus, string> = {
  outbox: 'gray',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
};

/** An attachment's size in kB, Norwegian style (`1,5 kB`). */
const formatFileSize = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('nb-NO', { maximumFractionDigits: 1 })} kB`;

/** Message text with its web addresses as links (the SMS report's link, say). */
function Linked({ text }: { text: string }) {
  // Each part is keyed by where it starts in the text.
  let at = 0;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text.split(/(https?:\/\/\S+)/g).map((part) => {
        const key = at;
        at += part.length;
        return /^https?:\/\//.test(part) ? (
          <Anchor key={key} href={part} target="_blank" rel="noreferrer" data-testid="outbox-link">
            {part}
          </Anchor>
        ) : (
          <Fragment key={key}>{part}</Fragment>
        );
      })}
    </Text>
  );
}

/**
 * What the portal sent (SMS and e-mail) for the chosen account's customer, newest first, a page at a time. With
 * no SMS gateway or SMTP configured this is where messages stay, so an admin can see what would have gone out.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { accountId } = useAccountSelection();
  const [channel, setChannel] = useState<'all' | MessageChannel>('all');
  const [page, setPage] = useState(1);
  const messages = useGqlQuery(
    OutboxQuery,
    accountId === null
      ? null
      : {
          accountID: accountId,
          channel: channel === 'all' ? null : channel,
          limit: PAGE_SIZE,
          offset: (page - 1) * PAGE_SIZE,
        },
    {
      placeholderData: keepPreviousData,
      select: (d) => d.outboxMessages,
    },
  );
  const pages = Math.max(1, Math.ceil((messages.data?.totalCount ?? 0) / PAGE_SIZE));

  return (
    <PageLayout
      title={t('payment-profiles.outbox.title')}
      actions={
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => navigate('/payment-profiles')}
        >
          {t('payment-profiles.outbox.back')}
        </Button>
      }
    >
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <SegmentedControl
              value={channel}
              onChange={(v) => {
                setChannel(v as typeof channel);
                setPage(1);
              }}
              data={[
                { value: 'all', label: t('payment-profiles.outbox.all') },
                { value: 'sms', label: t('payment-profiles.outbox.sms') },
                { value: 'email', label: t('payment-profiles.outbox.email') },
              ]}
            />
            <Text size="sm" c="dimmed">
              {t('payment-profiles.outbox.count', { count: messages.data?.totalCount ?? 0 })}
            </Text>
          </Group>
          {messages.isLoading && (
            <Center py="md">
              <Loader />
            </Center>
          )}
          {messages.data?.items.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              {t('payment-profiles.outbox.empty')}
            </Text>
          )}
          {(messages.data?.items.length ?? 0) > 0 && (
            <Table verticalSpacing="sm" data-testid="outbox-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payment-profiles.outbox.time')}</Table.Th>
                  <Table.Th>{t('payment-profiles.outbox.channel')}</Table.Th>
                  <Table.Th>{t('payment-profiles.outbox.recipient')}</Table.Th>
                  <Table.Th>{t('payment-profiles.outbox.sender')}</Table.Th>
                  <Table.Th>{t('payment-profiles.outbox.message')}</Table.Th>
                  <Table.Th>{t('payment-profiles.outbox.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.data!.items.map((m) => (
                  <Table.Tr key={m.ID} data-testid="outbox-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt)}</Table.Td>
                    <Table.Td>{t(`payment-profiles.outbox.${m.channel}`)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {m.channel === 'sms' ? formatPhone(m.recipient) : m.recipient}
                    </Table.Td>
                    <Table.Td>{m.sender}</Table.Td>
                    <Table.Td maw={480}>
                      {m.subject && (
                        <Text size="sm" fw={600}>
                          {m.subject}
                        </Text>
                      )}
                      <Linked text={m.body} />
                      {m.attachments.map((a) => (
                        <Group key={a.filename} gap={4} mt={4} data-testid="outbox-attachment">
                          <IconPaperclip size={14} aria-hidden />
                          <Text size="sm">
                            {a.filename} ({formatFileSize(a.size)})
                          </Text>
                        </Group>
                      ))}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge
                        styles={{ label: { overflow: 'visible' } }}
                        color={STATUS_COLORS[m.status]}
                        variant="light"
                      >
                        {t(`payment-profiles.outbox.statuses.${m.status}`)}
                      </Badge>
                      {m.error && (
                        <Text size="xs" c="dimmed" mt={4}>
                          {m.error}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {pages > 1 && (
            <Pagination
              value={page}
              onChange={setPage}
              total={pages}
              getControlProps={(control) => ({ 'aria-label': t(`payment-profiles.outbox.pages.${control}`) })}
            />
          )}
        </Stack>
      </Card>
    </PageLayout>
  );
}
