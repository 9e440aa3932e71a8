import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSignature } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useGqlMutation, useGqlQuery } from '../../../api/gql-hooks.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { Deferred } from '../../../ui/deferred.tsx';
import { AcceptDeductionTermsMutation, MyDeductionTermsQuery } from './deduction-consent-api.ts';
import type { Terms } from './terms-dialog.tsx';

const TermsDialog = lazy(() => import('./terms-dialog.tsx').then((m) => ({ default: m.TermsDialog })));

/**
 * The employee's deduction terms that wait for their consent (arbeidsmiljøloven § 14-15 (2) c), on the report page
 * and the home page: a notice per terms with Read and accept, which opens the text with Accept, as the webshop's
 * guideline does. Nothing shows when every current version is accepted.
 */
export function TermsToAccept() {
  const { t } = useTranslation();
  const mine = useGqlQuery(MyDeductionTermsQuery, {});
  const [open, setOpen] = useState<Terms | null>(null);
  const accept = useGqlMutation(AcceptDeductionTermsMutation);
  const waiting = (mine.data?.myDeductionTerms ?? []).filter((x) => !x.acceptedAt);
  if (waiting.length === 0) return null;

  const ownerText = (x: Terms) => t(`deduction-consent.owner.${x.owner}`, { name: x.ownerName });
  const confirm = (x: Terms) =>
    accept.mutate(
      { termsID: x.ID },
      {
        onSuccess: () => {
          setOpen(null);
          notifications.show({ color: 'green', message: t('deduction-consent.accepted') });
        },
        onError: () => notifications.show({ color: 'red', message: t('deduction-consent.acceptFailed') }),
      },
    );

  return (
    <>
      {waiting.map((x) => (
        <Alert
          key={x.ID}
          color="orange"
          icon={<IconSignature size={20} />}
          title={t('deduction-consent.waitingTitle')}
          data-testid="terms-to-accept"
        >
          <Stack gap="xs">
            <Text size="sm">
              {t('deduction-consent.waitingText', { owner: ownerText(x), version: x.version })}
            </Text>
            <Group>
              <Button size="sm" onClick={() => setOpen(x)}>
                {t('deduction-consent.read')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
      <Deferred when={open !== null}>
        <TermsDialog
          terms={open}
          owner={open ? ownerText(open) : ''}
          accepting={accept.isPending}
          onAccept={confirm}
          onClose={() => setOpen(null)}
        />
      </Deferred>
    </>
  );
}
