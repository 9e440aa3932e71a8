export { EquipmentUsersScreen as EquipmentUsersTab } from './equipment-users-screen.tsx';
