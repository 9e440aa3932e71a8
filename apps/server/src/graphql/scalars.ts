import { isValidDate } from '@connect/shared';
import { GraphQLError } from 'graphql';
import { builder } from './builder.ts';

builder.scalarType('Date', {
  description: 'A calendar date in Europe/Oslo, as YYYY-MM-DD.',
  serialize: (v) => String(v).slice(0, 10),
  parseValue: (v) => {
    if (typeof v !== 'string' || !isValidDate(v)) throw new GraphQLError('Date must be YYYY-MM-DD.');
    return v;
  },
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string with time zone.',
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString()),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (typeof v !== 'string' || Number.isNaN(d.getTime()))
      throw new GraphQLError('DateTime must be ISO 8601.');
    return d;
  },
});
