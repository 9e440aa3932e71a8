import {
  IconBox,
  IconDeviceLaptop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconHeadphones,
  IconPlug,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { DeviceClassFieldsFragment } from '../../../gql/graphql.ts';

/** The icon of each class (the server names it; 001 §2: other, mobile, tablet, headset, computer, accessory). */
const ICONS: Record<string, ComponentType<IconProps>> = {
  smartphone: IconDeviceMobile,
  tablet: IconDeviceTablet,
  laptop: IconDeviceLaptop,
  headphones: IconHeadphones,
  cable: IconPlug,
  box: IconBox,
};

export function DeviceClassIcon({ icon, size = 16 }: { icon: string; size?: number }) {
  const Icon = ICONS[icon] ?? IconBox;
  return <Icon size={size} aria-hidden />;
}

/** A class's name in the interface language, singular or plural. */
export function className(c: DeviceClassFieldsFragment, language: string, plural = false): string {
  if (language.startsWith('en')) return plural ? c.nameEnPlural : c.nameEn;
  return plural ? c.nameNoPlural : c.nameNo;
}
