export * from './cost.ts';
export * from './messages.ts';
export * from './session.ts';
export * from './tenancy.ts';
