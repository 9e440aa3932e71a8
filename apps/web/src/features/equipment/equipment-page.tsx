import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../ui/not-built-yet.tsx';

export default function EquipmentPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('app.menu.equipment')} />;
}
