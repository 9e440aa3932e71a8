/** Constants the specification names (000 §9, 001 §9, 002 §9) and the values this project chose where it did not. */
export const PAGE_SIZE = 100; // not shown in the spec: one screenful and a half of 40 px rows
export const POLICY_PAGE_SIZE = 50;
export const MEMBERS_LIMIT = 1000;
export const MAX_UPLOAD_BYTES = 52_428_800;
export const REPAIR_MAX_FILES = 3;
export const REPAIR_MAX_FILE_BYTES = 25 * 1024 * 1024;
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const LAZY_LOAD_TIMEOUT_MS = 120_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const DIALOG_SEARCH_DEBOUNCE_MS = 300;
export const DRAWER_WIDTH = 656;
export const PAGE_MAX_WIDTH = 1300;
export const CONTENT_SERVICE_THRESHOLD_ORE = 100_000;
export const DEFAULT_DUE_DAY = 15;
export const DEFAULT_AUTO_SEND_DAY = 31;
export const LANGUAGE_STORAGE_KEY = 'connect.language';
export const LANGUAGES = ['no', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/**
 * The cost categories (payment category groups) of the fixed catalogue by their stable key. The catalogue's
 * description is billing's Norwegian name; the web app shows each in the chosen language by this key.
 */
export const CATEGORY_GROUP_KEYS = [
  'subscription',
  'calls',
  'sms',
  'data',
  'roaming',
  'content',
  'other',
] as const;
export type CategoryGroupKey = (typeof CATEGORY_GROUP_KEYS)[number];
/** Not shown in the spec: the longest reason provider staff may give for logging in as a customer. */
export const IMPERSONATION_REASON_MAX = 500;
/** Not shown in the spec ("Customer-solution search debounce constant: value not shown"): as the dialogs. */
export const CUSTOMER_SOLUTION_SEARCH_DEBOUNCE_MS = 300;
/** Not shown in the spec: customer solutions, people and log entries per page of their lists. */
export const CUSTOMER_SOLUTION_PAGE_SIZE = 50;
/**
 * The session pages (000 §2). They are their own small page of the web app (login.html): the server and the dev
 * server answer it for these paths, and index.html (the app with its shell) for every other path.
 */
export const SESSION_PAGES = ['/login', '/login/redirect', '/logout'] as const;
export const isSessionPage = (path: string): boolean =>
  (SESSION_PAGES as readonly string[]).includes(path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1'));
