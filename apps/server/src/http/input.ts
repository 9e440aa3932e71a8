import type { z } from 'zod';
import { AppError } from '../errors.ts';

/** Checks a REST query or body with zod; the first problem answers BAD_USER_INPUT naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.');
  throw AppError.badInput(
    field ? `${field}: ${issue?.message}` : (issue?.message ?? 'The input is not valid.'),
    field ? { field } : undefined,
  );
}
