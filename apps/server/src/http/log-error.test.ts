import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { logError } from './log-error.ts';

describe('logError', () => {
  it("keeps a failed query's text and the database's reason, never its parameters", () => {
    const bytes = Buffer.from('%PDF-1.7 the customer’s own document');
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const error = new DrizzleQueryError(
      'insert into stored_files (file_name, content) values ($1, $2)',
      ['a\u0000b.pdf', bytes],
      cause,
    );
    const logged = logError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('customer’s own document');
    expect(text).not.toContain('a\\u0000b.pdf');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message:
        'Failed query: insert into stored_files (file_name, content) values ($1, $2)\nparams: (not logged)',
      cause: { type: 'Error', message: 'invalid byte sequence for encoding "UTF8": 0x00', code: '22021' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: .*\nparams: \(not logged\)\n {4}at /);
  });

  it('writes any other error as it is, with its code', () => {
    expect(logError(AppError.badInput('Nope.'))).toMatchObject({ message: 'Nope.', code: 'BAD_USER_INPUT' });
    expect(logError('text')).toEqual({ type: 'string', message: 'text', stack: '' });
  });
});
