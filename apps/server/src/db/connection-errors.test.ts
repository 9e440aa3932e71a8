import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows a terminated backend, a lost socket and a dropped connection, also under drizzle', () => {
    const terminated = withCode('terminating connection due to administrator command', '57P01');
    expect(isConnectionLost(terminated)).toBe(true);
    expect(isConnectionLost(new DrizzleQueryError('select 1', [], terminated))).toBe(true);
    expect(isConnectionLost(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionLost(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isConnectionLost(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLost(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
  });

  it('leaves a statement that failed on a working connection alone', () => {
    expect(isConnectionLost(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLost(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isConnectionLost(new Error('Something else'))).toBe(false);
    expect(isConnectionLost('57P01')).toBe(false);
  });
});
