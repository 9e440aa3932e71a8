import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PROJECT_DIR, productionWarnings } from './config.ts';

/** A production start's own secrets, none of them the public demo values. */
const PRODUCTION = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 'a-production-token-secret-of-32-characters',
  INGEST_API_KEY: 'billing-ingest-key-0123456789',
  WEBSHOP_SECRET: 'webshop-shared-secret-0123456789',
  NETWORK_INGEST_KEY: 'network-sighting-key-0123456789',
  PROVISIONING_API_KEY: 'operator-provisioning-key-0123456789',
};

describe('loadConfig', () => {
  it('has working defaults for the embedded mode', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe(join(PROJECT_DIR, 'data'));
    expect(c.embeddedIdp).toBe(true);
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('finds the data folder as `npm start` does, from whichever folder a command runs in', () => {
    // The folder of the root package.json (the workspaces), not the folder npm runs a workspace's script in.
    expect(JSON.parse(readFileSync(join(PROJECT_DIR, 'package.json'), 'utf8')).workspaces).toContain(
      'apps/server',
    );
    expect(loadConfig({ INIT_CWD: '/srv/connect/apps/server' }).DATA_DIR).toBe(join(PROJECT_DIR, 'data'));
    // A relative setting is relative to where the operator ran the command (npm's INIT_CWD).
    expect(loadConfig({ INIT_CWD: '/srv/connect', DATA_DIR: 'state/db' }).DATA_DIR).toBe(
      '/srv/connect/state/db',
    );
    expect(loadConfig({ INIT_CWD: '/srv/connect', DATA_DIR: '/var/lib/connect' }).DATA_DIR).toBe(
      '/var/lib/connect',
    );
    expect(loadConfig({ DATA_DIR: 'memory://' }).DATA_DIR).toBe('memory://');
  });

  it('names each bad value', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TOKEN_TTL_SECONDS: '5' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const message = (e as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres://');
      expect(message).toContain('TOKEN_TTL_SECONDS="5"');
    }
  });

  it('never prints a refused secret, nor the password in a refused URL', () => {
    const secret = 'short-but-real';
    try {
      loadConfig({
        TOKEN_SECRET: secret,
        INGEST_API_KEY: 'key',
        DATABASE_URL: 'mysql://connect:pa55word@db:5432/connect',
        SMTP_URL: 'http://mail:s3cret@smtp.example',
      });
      expect.unreachable();
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toContain('TOKEN_SECRET=(hidden, 14 characters): must be at least 32 characters');
      expect(message).toContain('INGEST_API_KEY=(hidden, 3 characters)');
      expect(message).toContain('DATABASE_URL="mysql://connect:***@db:5432/connect"');
      expect(message).toContain('SMTP_URL="http://mail:***@smtp.example"');
      for (const shown of [secret, 'pa55word', 's3cret', '"key"']) expect(message).not.toContain(shown);
    }
  });

  it('takes the SMS centre as an smpp URL with its credentials, a sender and a rate', () => {
    const c = loadConfig({ SMPP_URL: 'smpp://connect:pw@smsc.operator.no:2775' });
    expect([c.SMPP_URL, c.SMPP_SENDER, c.SMPP_RATE]).toEqual([
      'smpp://connect:pw@smsc.operator.no:2775',
      'Connect',
      10,
    ]);
    expect(loadConfig({ SMPP_SENDER: '+4790000000', SMPP_RATE: '50' }).SMPP_RATE).toBe(50);
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        return (e as ConfigError).message;
      }
      return '';
    };
    expect(refused({ SMPP_URL: 'smpp://smsc.operator.no:2775' })).toContain('SMPP_URL');
    expect(refused({ SMPP_URL: 'http://connect:s3cret@smsc' })).toContain(
      'SMPP_URL="http://connect:***@smsc"',
    );
    expect(refused({ SMPP_SENDER: 'A name that is far too long' })).toContain('SMPP_SENDER');
    expect(refused({ SMPP_RATE: '0' })).toContain('SMPP_RATE');
  });

  it('requires a client secret with an external issuer', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(/OIDC_CLIENT_SECRET/);
  });
});

describe('loadConfig in production', () => {
  const own = PRODUCTION;

  it('refuses to start without its own secrets, naming each and saying what to set', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (e) {
      const message = (e as Error).message;
      for (const name of [
        'TOKEN_SECRET',
        'INGEST_API_KEY',
        'WEBSHOP_SECRET',
        'NETWORK_INGEST_KEY',
        'PROVISIONING_API_KEY',
      ])
        expect(message).toContain(`${name}: required when NODE_ENV=production`);
      expect(message).toContain('openssl rand -hex 32');
      expect(message).toContain('docs/CONFIGURATION.md');
    }
  });

  it('refuses the public demo values', () => {
    const dev = loadConfig({});
    const demo = {
      TOKEN_SECRET: dev.tokenSecret,
      INGEST_API_KEY: dev.ingestApiKey,
      WEBSHOP_SECRET: dev.webshopSecret,
      NETWORK_INGEST_KEY: dev.networkIngestKey,
      PROVISIONING_API_KEY: dev.provisioningApiKey,
    };
    for (const [name, value] of Object.entries(demo)) {
      expect(() => loadConfig({ ...own, [name]: value })).toThrow(
        `${name}: the public demo value is refused when NODE_ENV=production`,
      );
    }
  });

  it('starts with its own secrets and seeds demo people only when asked', () => {
    const c = loadConfig(own);
    expect(c.ingestApiKey).toBe(own.INGEST_API_KEY);
    expect(c.webshopSecret).toBe(own.WEBSHOP_SECRET);
    expect(c.networkIngestKey).toBe(own.NETWORK_INGEST_KEY);
    expect(c.provisioningApiKey).toBe(own.PROVISIONING_API_KEY);
    expect(c.SEED_DEMO).toBe(false);
    expect(loadConfig({ ...own, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});

describe('the webshop setting', () => {
  const own = PRODUCTION;

  it('serves the demo webshop by default outside production only, and never beside a real one', () => {
    expect(loadConfig({})).toMatchObject({ DEMO_WEBSHOP: true, webshopUrl: '/demo-webshop' });
    expect(loadConfig({ DEMO_WEBSHOP: 'false' })).toMatchObject({ DEMO_WEBSHOP: false, webshopUrl: null });
    expect(loadConfig({ WEBSHOP_URL: 'https://shop.example/' })).toMatchObject({
      DEMO_WEBSHOP: false,
      webshopUrl: 'https://shop.example',
    });
    expect(loadConfig(own)).toMatchObject({ DEMO_WEBSHOP: false, webshopUrl: null });
    expect(loadConfig({ ...own, DEMO_WEBSHOP: 'true' })).toMatchObject({
      DEMO_WEBSHOP: true,
      webshopUrl: '/demo-webshop',
    });
    expect(() => loadConfig({ WEBSHOP_URL: 'https://shop.example', DEMO_WEBSHOP: 'true' })).toThrow(
      'DEMO_WEBSHOP: true together with WEBSHOP_URL; choose one webshop',
    );
  });

  it('says loudly at a production start that demo people or the demo webshop are on', () => {
    expect(productionWarnings(loadConfig(own))).toEqual([]);
    expect(productionWarnings(loadConfig({ SEED_DEMO: 'true' }))).toEqual([]);
    const [people, shop, ...rest] = productionWarnings(
      loadConfig({ ...own, SEED_DEMO: 'true', DEMO_WEBSHOP: 'true' }),
    );
    expect(people).toMatch(
      /^SEED_DEMO=true in production: .*anyone can log in as them \(provider staff included\)/,
    );
    expect(shop).toMatch(/^DEMO_WEBSHOP=true in production: .*books a real salary deduction/);
    expect(rest).toEqual([]);
  });
});

describe('the metrics setting', () => {
  it('serves no metrics by default, and never on the portal port', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    });
    expect(() => loadConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(
      'METRICS_PORT=9464: must not be PORT, the metrics are never served with the portal',
    );
  });
});
