import { Alert, Stack } from '@mantine/core';
import { useTranslation } from '../i18n/index.ts';

/**
 * A PDF shown in the page, from a blob URL the page fetched with its token (the CSP allows frames of the portal
 * and of blobs only), with the hint for a blank viewer (002 §2).
 */
export function PdfFrame({ url, title, height = 600 }: { url: string; title: string; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <iframe src={url} width="100%" height={height} title={title} style={{ border: 0 }} />
      <Alert variant="light" color="gray">
        {t('policies.guideline.adblocker')}
      </Alert>
    </Stack>
  );
}
