import { ErrorCode, FIRST_DATE, isDateInRange, isPeriodInRange, LAST_DATE, osloDate } from '@connect/shared';
import { GraphQLError, Kind, type ValueNode } from 'graphql';
import { builder } from './builder.ts';

/**
 * Every date and month a client sends comes through these scalars, so each one is a real calendar date between
 * FIRST_DATE and LAST_DATE before any resolver sees it: month arithmetic past year 9999 or before 1000 cannot
 * happen. A range's length is checked where the two ends meet (`dateRangeProblem`).
 */
function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BadInput } });
}

/**
 * A literal in the query text is read as its string, through the same check as a variable. One parameter: the
 * compiled executor (graphql-jit) warns on every request about a parseLiteral that also takes variables.
 */
function fromLiteral<T>(parseValue: (v: unknown) => T): (node: ValueNode) => T {
  return (node) => parseValue(node.kind === Kind.STRING ? node.value : undefined);
}

function parseDate(v: unknown): string {
  if (typeof v !== 'string' || !isDateInRange(v))
    throw badInput(`Date must be YYYY-MM-DD between ${FIRST_DATE} and ${LAST_DATE}.`);
  return v;
}

builder.scalarType('Date', {
  description: `A calendar date in Europe/Oslo, as YYYY-MM-DD, from ${FIRST_DATE} to ${LAST_DATE}.`,
  serialize: (v) => String(v).slice(0, 10),
  parseValue: parseDate,
  parseLiteral: fromLiteral(parseDate),
});

const FIRST_PERIOD = FIRST_DATE.slice(0, 7);
const LAST_PERIOD = LAST_DATE.slice(0, 7);

function parsePeriod(v: unknown): string {
  if (typeof v !== 'string' || !isPeriodInRange(v))
    throw badInput(`Period must be YYYY-MM between ${FIRST_PERIOD} and ${LAST_PERIOD}.`);
  return v;
}

builder.scalarType('Period', {
  description: `A calendar month, as YYYY-MM, from ${FIRST_PERIOD} to ${LAST_PERIOD}.`,
  serialize: (v) => String(v).slice(0, 7),
  parseValue: parsePeriod,
  parseLiteral: fromLiteral(parsePeriod),
});

function parseDateTime(v: unknown): Date {
  const d = new Date(String(v));
  if (typeof v !== 'string' || Number.isNaN(d.getTime()) || !isDateInRange(osloDate(d)))
    throw badInput(`DateTime must be ISO 8601 between ${FIRST_DATE} and ${LAST_DATE}.`);
  return d;
}

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string with time zone.',
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString()),
  parseValue: parseDateTime,
  parseLiteral: fromLiteral(parseDateTime),
});
