import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The project's folder: the nearest one above this file whose package.json is the portal's (the repository's root,
 * or a release's folder, where this file is bundled at another depth). The default data folder is `data` in it.
 */
export const PROJECT_DIR = projectDirAbove(dirname(fileURLToPath(import.meta.url)));

function projectDirAbove(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'connect-portal') return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

/**
 * A path the operator gave (a setting, a command's file argument) as they meant it: relative to the folder they ran
 * the command in. npm runs a workspace's script in the workspace's folder and says in INIT_CWD where it was asked
 * to, so `npm start`, `npm run seed` and `npm run ingest -- usage.csv` read the same paths from any folder.
 */
export function operatorPath(path: string, env: Record<string, string | undefined> = process.env): string {
  if (path === 'memory://' || isAbsolute(path)) return path;
  return resolve(env.INIT_CWD || process.cwd(), path);
}

/**
 * Every setting the server reads, in one place. Each is an environment variable; docs/CONFIGURATION.md lists them.
 * A bad value stops the start with a message naming the variable.
 */
/** The largest demo a seed writes: its people's phone numbers are unique up to it (seed/tenancy.ts). */
export const MAX_SEED_SUBSCRIPTIONS = 1_000_000;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_DEMO: bool.optional(),
  SEED_SUBSCRIPTIONS: z.coerce.number().int().min(1).max(MAX_SEED_SUBSCRIPTIONS).default(300),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  SESSION_MAX_IDLE_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3600),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('connect-portal'),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  INGEST_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  WEBSHOP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  WEBSHOP_URL: z.url().optional(),
  DEMO_WEBSHOP: bool.optional(),
  NETWORK_INGEST_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  PROVISIONING_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Connect <no-reply@connect.example>'),
  SMPP_URL: z
    .string()
    .regex(
      /^s?smpp:\/\/[^:@/]+:[^@/]+@[^:/]+(:\d+)?\/?$/,
      'must be smpp://system-id:password@host:port (ssmpp:// for TLS)',
    )
    .optional(),
  SMPP_SENDER: z
    .string()
    .regex(
      /^(\+?\d{3,15}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
      'must be a name of at most 11 letters and digits, or a number (+47…)',
    )
    .default('Connect'),
  SMPP_RATE: z.coerce.number().int().min(1).max(1000).default(10),
  SMS_PRICE_NORWEGIAN_ORE: z.coerce.number().int().min(0).default(49),
  SMS_PRICE_INTERNATIONAL_ORE: z.coerce.number().int().min(0).default(399),
  LEAVING_REMINDER_DAYS_BEFORE: z.coerce.number().int().min(1).max(60).default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_SESSION_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  WEB_DIST: z.string().optional(),
  JOBS: bool.default(true),
  TRUST_PROXY: bool.default(false),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(12),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).max(200).default(20),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).max(100_000).default(4000),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
});

export type Config = Omit<z.infer<typeof schema>, 'SEED_DEMO' | 'DEMO_WEBSHOP' | 'DATA_DIR'> & {
  /** The embedded database's folder, absolute (or `memory://`): `data` in the project's folder by default. */
  DATA_DIR: string;
  /** Fill an empty database with the demo customers and people: by default outside production only. */
  SEED_DEMO: boolean;
  /** The built-in identity provider runs when no external issuer is configured. */
  embeddedIdp: boolean;
  publicUrl: string;
  tokenSecret: string;
  ingestApiKey: string;
  webshopSecret: string;
  /** The demo webshop at /demo-webshop is served: by default outside production only, when no webshop is set. */
  DEMO_WEBSHOP: boolean;
  /** Where `userWebshopLogin` sends people: the configured webshop, the demo webshop's path, or none (no orders). */
  webshopUrl: string | null;
  networkIngestKey: string;
  provisioningApiKey: string;
};

/** Where the embedded demo webshop is served (demo-shop.routes.ts) when DEMO_WEBSHOP is on. */
export const DEMO_WEBSHOP_PATH = '/demo-webshop';

export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    hint?: string,
  ) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}${hint ? `\n${hint}` : ''}`);
  }
}

/**
 * The development values of the secrets. They are public (they are in this file), so production refuses to start
 * without its own value for each, and refuses these if someone copies them into its environment.
 */
const DEMO_SECRETS = {
  TOKEN_SECRET: 'connect-embedded-development-secret-not-for-production',
  INGEST_API_KEY: 'connect-demo-ingest-key',
  WEBSHOP_SECRET: 'connect-demo-webshop-secret',
  NETWORK_INGEST_KEY: 'connect-demo-network-ingest-key',
  PROVISIONING_API_KEY: 'connect-demo-provisioning-key',
} as const;

const PRODUCTION_HINT =
  'NODE_ENV=production needs its own secrets: set TOKEN_SECRET (at least 32 characters), INGEST_API_KEY, ' +
  'WEBSHOP_SECRET, NETWORK_INGEST_KEY and PROVISIONING_API_KEY (at least 16 each), e.g. from `openssl rand -hex 32`. ' +
  'See docs/CONFIGURATION.md.';

/** Settings whose value is a secret: a refusal names them and their length, never the value. */
const SECRET_SETTINGS = new Set([...Object.keys(DEMO_SECRETS), 'OIDC_CLIENT_SECRET']);

/** A refused value as a refusal prints it: secrets hidden, and the password of a URL (SMTP, PostgreSQL). */
export function shownValue(name: string, value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  if (SECRET_SETTINGS.has(name)) return `(hidden, ${value.length} characters)`;
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@/]*@/i, '$1***@'));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(schema.shape).flatMap((k) => (env[k] === undefined || env[k] === '' ? [] : [[k, env[k]]])),
  );
  const parsed = schema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (i) =>
          `${i.path.join('.')}=${shownValue(String(i.path[0]), relevant[String(i.path[0])])}: ${i.message}`,
      ),
    );
  }
  const c = parsed.data;
  const problems: string[] = [];
  const production = c.NODE_ENV === 'production';
  if (production) {
    for (const [name, demo] of Object.entries(DEMO_SECRETS) as [keyof typeof DEMO_SECRETS, string][]) {
      if (!c[name]) problems.push(`${name}: required when NODE_ENV=production`);
      else if (c[name] === demo)
        problems.push(`${name}: the public demo value is refused when NODE_ENV=production`);
    }
  }
  if (c.WEBSHOP_URL && c.DEMO_WEBSHOP)
    problems.push('DEMO_WEBSHOP: true together with WEBSHOP_URL; choose one webshop');
  if (c.METRICS_PORT && c.METRICS_PORT === c.PORT)
    problems.push(
      `METRICS_PORT=${c.METRICS_PORT}: must not be PORT, the metrics are never served with the portal`,
    );
  if (c.OIDC_ISSUER && !c.OIDC_CLIENT_SECRET) problems.push('OIDC_CLIENT_SECRET: required with OIDC_ISSUER');
  if (problems.length) throw new ConfigError(problems, production ? PRODUCTION_HINT : undefined);
  const demoWebshop = c.DEMO_WEBSHOP ?? (!production && !c.WEBSHOP_URL);
  return {
    ...c,
    DATA_DIR: c.DATA_DIR ? operatorPath(c.DATA_DIR, env) : resolve(PROJECT_DIR, 'data'),
    ...(c.WEB_DIST ? { WEB_DIST: operatorPath(c.WEB_DIST, env) } : {}),
    embeddedIdp: !c.OIDC_ISSUER,
    publicUrl: (c.PUBLIC_URL ?? `http://${c.HOST === '0.0.0.0' ? 'localhost' : c.HOST}:${c.PORT}`).replace(
      /\/$/,
      '',
    ),
    SEED_DEMO: c.SEED_DEMO ?? !production,
    tokenSecret: c.TOKEN_SECRET ?? DEMO_SECRETS.TOKEN_SECRET,
    ingestApiKey: c.INGEST_API_KEY ?? DEMO_SECRETS.INGEST_API_KEY,
    webshopSecret: c.WEBSHOP_SECRET ?? DEMO_SECRETS.WEBSHOP_SECRET,
    DEMO_WEBSHOP: demoWebshop,
    webshopUrl: c.WEBSHOP_URL ? c.WEBSHOP_URL.replace(/\/$/, '') : demoWebshop ? DEMO_WEBSHOP_PATH : null,
    networkIngestKey: c.NETWORK_INGEST_KEY ?? DEMO_SECRETS.NETWORK_INGEST_KEY,
    provisioningApiKey: c.PROVISIONING_API_KEY ?? DEMO_SECRETS.PROVISIONING_API_KEY,
  };
}

/**
 * What a production start must say loudly (logged at warn by startServer): demo people with their published password,
 * and the demo webshop, where an employee marks their own order delivered and so books a real salary deduction.
 */
export function productionWarnings(c: Config): string[] {
  if (c.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (c.SEED_DEMO)
    warnings.push(
      'SEED_DEMO=true in production: an empty database gets the demo people, and anyone can log in as them (provider ' +
        'staff included) with the published demo password. Set SEED_DEMO=false and remove the demo people.',
    );
  if (c.DEMO_WEBSHOP)
    warnings.push(
      `DEMO_WEBSHOP=true in production: the demo webshop is served at ${DEMO_WEBSHOP_PATH}, where an employee can ` +
        'mark their own order delivered, which books a real salary deduction. Set WEBSHOP_URL to the real webshop.',
    );
  return warnings;
}
