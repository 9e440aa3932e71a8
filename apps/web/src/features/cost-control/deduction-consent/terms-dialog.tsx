import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { MyDeductionTermsQuery as MyTerms } from '../../../gql/graphql.ts';
import { useTranslation } from '../../../i18n/index.ts';

export type Terms = MyTerms['myDeductionTerms'][number];

/**
 * The text of the terms an employee opened from their notice (terms-to-accept.tsx), with Accept and Later. Mantine's
 * Modal with its focus trap and scroller loads when the first terms are opened: the home and report pages show
 * without them.
 */
export function TermsDialog({
  terms,
  owner,
  accepting,
  onAccept,
  onClose,
}: {
  terms: Terms | null;
  /** Who set the terms, as the notice says it. */
  owner: string;
  accepting: boolean;
  onAccept: (terms: Terms) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={terms !== null}
      onClose={onClose}
      title={t('deduction-consent.dialogTitle')}
      size="lg"
      centered
      fullScreen={typeof window !== 'undefined' && window.innerWidth < 576}
    >
      {terms && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('deduction-consent.dialogIntro', { owner, version: terms.version })}
          </Text>
          <ScrollArea.Autosize mah={360} type="auto">
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="terms-text">
              {terms.text}
            </Text>
          </ScrollArea.Autosize>
          <Text size="sm">{t('deduction-consent.dialogConsent')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('deduction-consent.later')}
            </Button>
            <Button loading={accepting} onClick={() => onAccept(terms)}>
              {t('deduction-consent.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
