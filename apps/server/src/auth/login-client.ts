import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { AppError, ErrorCode } from '../errors.ts';
import { PORTAL_SCOPE } from './identity-provider/provider.ts';

/** Who the identity provider says logged in. */
export type LoginIdentity = { subject: string; email: string | null };

export type LoginClientOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Requests to the identity provider go through this instead of the network (the built-in provider). */
  fetch?: oidc.CustomFetch;
  /** Plain http to the provider: only for a loopback address or the in-process built-in provider. */
  allowHttp: boolean;
};

/** True for http://localhost, 127.x.x.x and [::1]: the only plain-http issuers the portal talks to over a network. */
export function isLoopbackHttp(url: string): boolean {
  const u = new URL(url);
  return u.protocol === 'http:' && /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(u.hostname);
}

/**
 * The portal as an OpenID Connect relying party (openid-client): authorization code with PKCE S256, state and
 * nonce. The provider's metadata is discovered on first use and kept; a failed discovery is retried next time.
 */
export function createLoginClient(o: LoginClientOptions) {
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(o.issuer), o.clientId, undefined, oidc.ClientSecretBasic(o.clientSecret), {
        ...(o.fetch ? { [oidc.customFetch]: o.fetch } : {}),
        execute: o.allowHttp ? [oidc.allowInsecureRequests] : [],
      })
      .catch((e: unknown) => {
        discovered = null;
        throw new AppError(ErrorCode.Unavailable, 'The identity provider cannot be reached.', {
          reason: e instanceof Error ? e.message : String(e),
        });
      });
    return discovered;
  }

  return {
    /** The provider's authorize URL for a new login. */
    async authorizationUrl(p: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: o.redirectUri,
        scope: PORTAL_SCOPE,
        state: p.state,
        nonce: p.nonce,
        code_challenge: p.codeChallenge,
        code_challenge_method: 'S256',
      }).href;
    },

    /**
     * Exchanges the code (with the PKCE verifier) and checks state, nonce and the ID token. A code, state or
     * verifier the provider does not accept is the caller's problem: BAD_USER_INPUT.
     */
    async exchange(p: {
      code: string;
      state: string;
      iss?: string;
      codeVerifier: string;
      nonce: string;
    }): Promise<LoginIdentity> {
      const config = await configuration();
      const callback = new URL(o.redirectUri);
      callback.searchParams.set('code', p.code);
      callback.searchParams.set('state', p.state);
      // The web app passes code and state only; with one configured issuer there is no mix-up to detect, so the
      // issuer's own identifier stands in when the browser did not forward `iss`.
      callback.searchParams.set('iss', p.iss ?? config.serverMetadata().issuer);
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: p.codeVerifier,
          expectedState: p.state,
          expectedNonce: p.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        let email = typeof claims.email === 'string' ? claims.email : null;
        if (!email && config.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          email = typeof info.email === 'string' ? info.email : null;
        }
        return { subject: claims.sub, email };
      } catch (e) {
        if (
          e instanceof oidc.ResponseBodyError ||
          e instanceof oidc.AuthorizationResponseError ||
          e instanceof oidc.ClientError
        ) {
          throw AppError.badInput('The login could not be completed. Start again.');
        }
        throw e;
      }
    },

    /** The provider's logout URL that returns to the portal's login page, or null when it has none. */
    async endSessionUrl(postLogoutRedirectUri: string): Promise<string | null> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, {
        client_id: o.clientId,
        post_logout_redirect_uri: postLogoutRedirectUri,
      }).href;
    },
  };
}

export type LoginClient = ReturnType<typeof createLoginClient>;

/**
 * Requests to the built-in provider answered inside this process (Fastify inject) instead of over the network:
 * the server need not reach its own public address (behind a proxy it often cannot), and tests need no port.
 */
export function inProcessFetch(app: FastifyInstance, publicUrl: string): oidc.CustomFetch {
  const base = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== base.origin) {
      throw new Error(`The built-in identity provider does not answer for ${target.origin}.`);
    }
    const body = options.body as URLSearchParams | string | undefined | null;
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...options.headers, host: base.host, 'x-forwarded-proto': base.protocol.slice(0, -1) },
      ...(body == null ? {} : { payload: String(body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const v of [value ?? []].flat()) headers.append(name, String(v));
    }
    return new Response(
      res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload),
      {
        status: res.statusCode,
        headers,
      },
    );
  };
}
