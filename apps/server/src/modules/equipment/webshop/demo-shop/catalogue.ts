/**
 * What the demo webshop sells: a few devices per policy category (category ids of `@connect/shared/equipment`),
 * prices in øre excl. VAT, the vendor as the discovered device will name it.
 */
export type Product = { key: string; name: string; vendor: string; categoryId: number; price: number };

export const CATALOGUE: readonly Product[] = [
  { key: 'iphone-16', name: 'iPhone 16 128 GB', vendor: 'Apple', categoryId: 1, price: 959_200 },
  { key: 'galaxy-s25', name: 'Samsung Galaxy S25 128 GB', vendor: 'Samsung', categoryId: 1, price: 799_200 },
  { key: 'pixel-9a', name: 'Google Pixel 9a', vendor: 'Google', categoryId: 1, price: 399_200 },
  { key: 'ipad-11', name: 'iPad 11 128 GB', vendor: 'Apple', categoryId: 2, price: 399_200 },
  { key: 'galaxy-tab-s10', name: 'Samsung Galaxy Tab S10', vendor: 'Samsung', categoryId: 2, price: 639_200 },
  { key: 'macbook-air-13', name: 'MacBook Air 13 M4', vendor: 'Apple', categoryId: 3, price: 1_039_200 },
  { key: 'thinkpad-t14', name: 'Lenovo ThinkPad T14', vendor: 'Lenovo', categoryId: 3, price: 1_119_200 },
  { key: 'airpods-pro', name: 'AirPods Pro 2', vendor: 'Apple', categoryId: 4, price: 215_200 },
  { key: 'jabra-evolve2-65', name: 'Jabra Evolve2 65', vendor: 'Jabra', categoryId: 4, price: 199_200 },
  { key: 'usb-c-charger', name: 'USB-C-lader 30 W', vendor: 'Apple', categoryId: 5, price: 23_920 },
];

export function productByKey(key: string): Product | undefined {
  return CATALOGUE.find((p) => p.key === key);
}
