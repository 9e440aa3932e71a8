import { Center, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function App() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Title>{t('app.name')}</Title>
    </Center>
  );
}
