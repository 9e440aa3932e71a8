import { z } from 'zod';
import { AppError } from '../errors.ts';

/**
 * What a failed check answers instead of BAD_USER_INPUT "field: message": an id in the path that names nothing
 * is not found, and a few routes word their own refusal.
 */
export type Refusal = { notFound: string } | { badInput: string; field: string };

/**
 * Checks a REST query, path or body with zod; the first problem answers its `refusal` when the check carries one
 * (`refusing`), else BAD_USER_INPUT naming the field.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const refusal = issue?.code === 'custom' ? (issue.params?.refusal as Refusal | undefined) : undefined;
  if (refusal)
    throw 'notFound' in refusal
      ? AppError.notFound(refusal.notFound)
      : AppError.badInput(refusal.badInput, { field: refusal.field });
  const field = issue?.path.map(String).join('.');
  throw AppError.badInput(
    field ? `${field}: ${issue?.message}` : (issue?.message ?? 'The input is not valid.'),
    field ? { field } : undefined,
  );
}

/** A text value (absent, repeated or anything else answers `refusal`) that passes `ok`. */
export function refusing(refusal: Refusal, ok: (text: string) => boolean) {
  return z.unknown().refine((v): v is string => typeof v === 'string' && ok(v), { params: { refusal } });
}

/** A positive id written in a path or query: digits only, so " 7", "7.0" and "1e1" are refused, not read as 7 or 10. */
export function idText(refusal: Refusal) {
  return refusing(
    refusal,
    (text) => /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) && Number(text) > 0,
  ).transform(Number);
}
