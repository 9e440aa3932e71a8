import { CATEGORY_GROUP_KEYS } from '@connect/shared';

/**
 * The description of every field that gives a cost category's (payment category group's) stable key. The names
 * beside it (description, name, categoryGroupDescription) are the catalogue's Norwegian ones; a client shows the
 * name in its reader's language by the key, as the web app does.
 */
export const CATEGORY_GROUP_KEY_DOC = `The cost category's stable key (${CATEGORY_GROUP_KEYS.join(', ')}); the app shows its name in the chosen language by it.`;
