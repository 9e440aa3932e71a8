import { CUSTOMER_SOLUTION_ROLES, hasAnyRole, LANGUAGES, type Language } from '@connect/shared';
import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconLogout, IconUserShare } from '@tabler/icons-react';
import { lazy } from 'react';
import { setLanguage, useTranslation } from '../i18n/index.ts';
import { Deferred } from '../ui/deferred.tsx';
import type { UseIntent } from '../ui/load-on-use.ts';
import { AvatarButton } from './avatar-button.tsx';
import { useSessionUser } from './session-user.tsx';

// Only provider staff act as a customer: the dialog loads when first opened.
const ActAsDialog = lazy(() =>
  import('../features/platform/session/act-as-dialog.tsx').then((m) => ({ default: m.ActAsDialog })),
);

/** The person's menu: language (English or Norsk), acting as a customer for provider staff, and Logout. */
export function AvatarMenu({ intent }: { intent: UseIntent }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const [actAsOpened, actAs] = useDisclosure(false);
  // Provider staff start acting as a customer from their own session, never from inside another identity.
  const canActAs = hasAnyRole(user.roles, CUSTOMER_SOLUTION_ROLES) && !user.impersonation;

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md" defaultOpened={intent === 'open'}>
        <Menu.Target>
          <AvatarButton autoFocus={intent !== null} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {user.name} · {user.customerName}
          </Menu.Label>
          <Menu.Divider />
          <Menu.Label>{t('app.language.label')}</Menu.Label>
          {LANGUAGES.map((language: Language) => (
            <Menu.Item
              key={language}
              lang={language}
              leftSection={
                i18n.language === language ? <IconCheck size={16} /> : <span style={{ width: 16 }} />
              }
              onClick={() => void setLanguage(language)}
              aria-current={i18n.language === language || undefined}
            >
              {t(`app.language.${language}`)}
            </Menu.Item>
          ))}
          {canActAs && (
            <>
              <Menu.Divider />
              <Menu.Item leftSection={<IconUserShare size={16} />} onClick={actAs.open}>
                {t('session.actAs.menu')}
              </Menu.Item>
            </>
          )}
          <Menu.Divider />
          <Menu.Item component="a" href="/logout" leftSection={<IconLogout size={16} />}>
            {t('app.avatarMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {canActAs && (
        <Deferred when={actAsOpened}>
          <ActAsDialog opened={actAsOpened} onClose={actAs.close} />
        </Deferred>
      )}
    </>
  );
}
