export * from './constants.ts';
export * from './dates.ts';
export * from './email.ts';
export * from './errors.ts';
export * from './file-export.ts';
export * from './money.ts';
export * from './phone.ts';
export * from './roles.ts';
