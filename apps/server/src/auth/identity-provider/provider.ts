import { createHmac, generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Provider, { type Configuration } from 'oidc-provider';
import type { Config } from '../../config.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { databaseAdapter } from './adapter.ts';
import { errorPage, logoutPage } from './pages.ts';

/** Where the built-in identity provider lives in the portal's own server. */
export const IDP_MOUNT = '/oidc';

/** What the portal asks the identity provider for: who the person is, and their e-mail for external providers. */
export const PORTAL_SCOPE = 'openid profile email';

export function builtInIssuer(config: Config): string {
  return `${config.publicUrl}${IDP_MOUNT}`;
}

/** The address the identity provider sends the browser back to: the web app's login route. */
export function loginRedirectUri(config: Config): string {
  return `${config.publicUrl}/login`;
}

/** A secret of its own for each use, derived from TOKEN_SECRET so nothing else has to be configured. */
function derivedSecret(config: Config, purpose: string): string {
  return createHmac('sha256', config.tokenSecret).update(purpose).digest('base64url');
}

/** The portal's client secret at the built-in provider (OIDC_CLIENT_SECRET when set). */
export function builtInClientSecret(config: Config): string {
  return config.OIDC_CLIENT_SECRET ?? derivedSecret(config, 'connect-portal oidc client');
}

/**
 * The built-in OpenID Connect provider of the embedded default: one confidential client (the portal), PKCE S256
 * required, people and passwords from the `people` table (the login page is `routes.ts`), state in the database.
 * The ID-token signing key is made at start: the portal takes ID tokens straight from the token endpoint, so
 * nothing needs them to outlive the process.
 */
export function createIdentityProvider(db: Executor, config: Config, log: FastifyBaseLogger): Provider {
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const restartUrl = loginRedirectUri(config);

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        client_secret: builtInClientSecret(config),
        redirect_uris: [loginRedirectUri(config)],
        post_logout_redirect_uris: [loginRedirectUri(config)],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'connect-idp', alg: 'ES256', use: 'sig' }] },
    cookies: { keys: [derivedSecret(config, 'connect-portal oidc cookies')] },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 900,
      Session: 43_200,
      Grant: 43_200,
    },
    clientBasedCORS: () => false,
    interactions: { url: (_ctx, interaction) => `${IDP_MOUNT}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
      },
    },
    // The portal is this provider's only client and part of the same product: consent is implied.
    async loadExistingGrant(ctx) {
      const clientId = ctx.oidc.client!.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope(PORTAL_SCOPE);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const catalogId = Number(sub);
      if (!Number.isSafeInteger(catalogId)) return undefined;
      const [person] = await queryRows<{ first_name: string; last_name: string; email: string | null }>(
        db,
        sql`select first_name, last_name, email from people where catalog_id = ${catalogId}`,
      );
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: `${person.first_name} ${person.last_name}`.trim(),
          given_name: person.first_name,
          family_name: person.last_name,
          ...(person.email ? { email: person.email, email_verified: true } : {}),
        }),
      };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage({ restartUrl, detail: out.error });
    },
  };

  const provider = new Provider(builtInIssuer(config), configuration);
  // Behind a TLS-terminating proxy the browser's scheme comes in X-Forwarded-Proto, as for Fastify (trustProxy).
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => log.error({ err }, 'identity provider error'));
  return provider;
}
