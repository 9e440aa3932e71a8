import { describe, expect, it } from 'vitest';
import { CsvError, csvRecords, csvRecordsOr } from './csv-records.ts';

class OwnError extends Error {}

describe('csvRecords', () => {
  it('splits records with their line numbers, a quoted field running over two lines', () => {
    expect(csvRecords('a;b\r\n\n"x;1";"two\nlines"\nc;', ';')).toEqual([
      { fileLine: 1, fields: ['a', 'b'] },
      { fileLine: 3, fields: ['x;1', 'two\nlines'] },
      { fileLine: 5, fields: ['c', ''] },
    ]);
  });

  it('refuses a quoted field that is not closed, naming its line', () => {
    expect(() => csvRecords('a\n"open;1\n2', ';')).toThrow(
      new CsvError('Line 2: a quoted field is not closed.'),
    );
  });

  it("answers the caller's own error with the same text, and leaves the byte order mark out", () => {
    expect(csvRecordsOr(OwnError, '\uFEFFid;name')).toEqual([{ fileLine: 1, fields: ['id', 'name'] }]);
    expect(() => csvRecordsOr(OwnError, '"x')).toThrow(new OwnError('Line 1: a quoted field is not closed.'));
    expect(() => csvRecordsOr(OwnError, '"x')).toThrow(OwnError);
  });
});
