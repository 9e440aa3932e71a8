/**
 * Account custom fields and people's values of them (000 §3 "Account custom field"): the limits and validation,
 * shared so the Settings panel, the Account fields drawer and the server refuse the same input; zod/mini, so the web
 * app loads only the checks used here.
 */
import * as z from 'zod/mini';

export const CUSTOM_FIELD_NAME_MAX = 100;
export const CUSTOM_FIELD_VALUE_MAX = 500;
/** More values than an account has fields in practice; bounds the work one save can ask for. */
export const CUSTOM_FIELD_VALUES_PER_SAVE_MAX = 200;

export const customFieldNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Name is required.'),
    z.maxLength(CUSTOM_FIELD_NAME_MAX, `A name is at most ${CUSTOM_FIELD_NAME_MAX} characters.`),
  );

export const customFieldValueSchema = z
  .string()
  .check(z.maxLength(CUSTOM_FIELD_VALUE_MAX, `A value is at most ${CUSTOM_FIELD_VALUE_MAX} characters.`));

/** One person's values of several fields, saved together: each field once. */
export const userCustomFieldValuesSchema = z
  .array(z.object({ accountCustomFieldID: z.int().check(z.positive()), value: customFieldValueSchema }))
  .check(
    z.minLength(1, 'Nothing to save.'),
    z.maxLength(CUSTOM_FIELD_VALUES_PER_SAVE_MAX),
    z.superRefine((values, ctx) => {
      const seen = new Set<number>();
      values.forEach((v, i) => {
        if (seen.has(v.accountCustomFieldID))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'accountCustomFieldID'],
            message: 'A field is given twice.',
          });
        seen.add(v.accountCustomFieldID);
      });
    }),
  );

export type UserCustomFieldValue = z.infer<typeof userCustomFieldValuesSchema>[number];
