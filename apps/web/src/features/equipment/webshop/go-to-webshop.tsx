import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useGqlMutation } from '../../../api/gql-hooks.ts';
import { gqlRequest } from '../../../api/graphql-client.ts';
import { restBlob } from '../../../api/rest-client.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { PdfFrame } from '../../../ui/pdf-frame.tsx';
import { AcceptGuidelineMutation, WebshopGuidelineAccessQuery, WebshopLoginQuery } from './webshop-api.ts';

/**
 * 002 §2 Webshop login: a button with a busy state. Shopping for oneself first checks the guideline; when it must
 * be accepted, the PDF is shown in the page with Accept, and the login goes on after it. The login answers a
 * signed, short-lived address of the webshop, where the browser goes. When a step fails only the busy state clears.
 */
export function GoToWebshop({ accountId, shopAs }: { accountId: number | null; shopAs: number | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [guideline, setGuideline] = useState<string | null>(null);
  const accept = useGqlMutation(AcceptGuidelineMutation);

  const login = async () => {
    const r = await gqlRequest(WebshopLoginQuery, { accountID: accountId, catalogID: shopAs });
    window.location.assign(r.userWebshopLogin.redirectUrl);
  };

  const go = async () => {
    setBusy(true);
    try {
      if (shopAs === null) {
        const access = await gqlRequest(WebshopGuidelineAccessQuery, { accountID: accountId });
        if (!access.ceUserGuidelineAccess) {
          setGuideline(URL.createObjectURL(await restBlob(`guidelines?accountID=${accountId}`)));
          setBusy(false);
          return;
        }
      }
      await login();
    } catch {
      setBusy(false);
      notifications.show({ color: 'red', message: t('webshop.loginFailed') });
    }
  };

  const close = () => {
    if (guideline) URL.revokeObjectURL(guideline);
    setGuideline(null);
  };

  return (
    <>
      <Button
        leftSection={<IconShoppingCart size={18} />}
        loading={busy}
        onClick={go}
        data-testid="go-to-webshop"
      >
        {t('webshop.go')}
      </Button>
      <Modal
        opened={guideline !== null}
        onClose={close}
        title={t('webshop.guideline.title')}
        size="xl"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('webshop.guideline.intro')}</Text>
          {guideline && <PdfFrame url={guideline} title={t('webshop.guideline.title')} height={480} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('webshop.guideline.cancel')}
            </Button>
            <Button
              loading={accept.isPending || busy}
              onClick={() =>
                accept.mutate(
                  { accountID: accountId },
                  {
                    onSuccess: async () => {
                      close();
                      setBusy(true);
                      try {
                        await login();
                      } catch {
                        setBusy(false);
                        notifications.show({ color: 'red', message: t('webshop.loginFailed') });
                      }
                    },
                  },
                )
              }
            >
              {t('webshop.guideline.accept')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
