export * from './buy-out.ts';
export * from './credit.ts';
export * from './imei.ts';
export * from './policy-categories.ts';
export * from './policy-category-figures.ts';
export * from './policy-dates.ts';
export * from './policy-rules.ts';
export * from './vat.ts';
