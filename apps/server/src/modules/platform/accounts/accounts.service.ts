/** What other code (the seed, test worlds) writes through the accounts module. */
export { insertAccount } from './accounts.repository.ts';
