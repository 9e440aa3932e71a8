/**
 * Account custom fields and people's values of them (000 §3 "Account custom field"): the limits and validation,
 * shared so the Settings panel, the Account fields drawer and the server refuse the same input.
 */
import { z } from 'zod';

export const CUSTOM_FIELD_NAME_MAX = 100;
export const CUSTOM_FIELD_VALUE_MAX = 500;
/** More values than an account has fields in practice; bounds the work one save can ask for. */
export const CUSTOM_FIELD_VALUES_PER_SAVE_MAX = 200;

export const customFieldNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required.')
  .max(CUSTOM_FIELD_NAME_MAX, `A name is at most ${CUSTOM_FIELD_NAME_MAX} characters.`);

export const customFieldValueSchema = z
  .string()
  .max(CUSTOM_FIELD_VALUE_MAX, `A value is at most ${CUSTOM_FIELD_VALUE_MAX} characters.`);

/** One person's values of several fields, saved together: each field once. */
export const userCustomFieldValuesSchema = z
  .array(z.object({ accountCustomFieldID: z.number().int().positive(), value: customFieldValueSchema }))
  .min(1, 'Nothing to save.')
  .max(CUSTOM_FIELD_VALUES_PER_SAVE_MAX)
  .superRefine((values, ctx) => {
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
  });

export type UserCustomFieldValue = z.infer<typeof userCustomFieldValuesSchema>[number];
