import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import { LruCache } from '../lru-cache.ts';

/** What the portal's bearer token says: the session, and who acts for whom when impersonating. */
export type TokenClaims = {
  sid: string;
  sub: string;
  /** The provider person acting, on an impersonation token. */
  act?: { sub: string };
};

const ISSUER = 'connect-portal';

/** How many verified tokens the service remembers (a token is checked in full once, then by its exact text). */
const VERIFIED_TOKENS = 1000;

type Verified = TokenClaims & { exp: number };

export function createTokenService(secret: string, ttlSeconds: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  /**
   * Tokens whose signature and claims were verified, by their exact text, the least recently used dropped first: a
   * page makes several calls with one token, and the signature check (WebCrypto HMAC) is most of a small call's own
   * time. Only the expiry is checked again, as jose checks it; an expired one goes through jose (and is forgotten).
   */
  const verified = new LruCache<Verified>(VERIFIED_TOKENS);

  return {
    ttlSeconds,
    async sign(claims: TokenClaims): Promise<string> {
      const iat = nowSeconds();
      return new SignJWT({ sid: claims.sid, ...(claims.act ? { act: claims.act } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    /**
     * Verifies signature, issuer and expiry against the service's clock; throws UNAUTHENTICATED otherwise.
     * `allowExpired` still demands a genuine signature: logout uses it so an expired token can end its session.
     */
    async verify(token: string, opts: { allowExpired?: boolean } = {}): Promise<Verified> {
      const known = verified.get(token);
      if (known && known.exp > nowSeconds()) return known;
      verified.delete(token);
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        }));
      } catch (e) {
        // jose checks the signature before the claims, so an expired token's payload is authentic.
        if (opts.allowExpired && e instanceof joseErrors.JWTExpired && e.payload.iss === ISSUER) {
          payload = e.payload;
        } else if (e instanceof joseErrors.JWTExpired) {
          throw AppError.unauthenticated('Token expired.');
        } else {
          throw AppError.unauthenticated('Invalid token.');
        }
      }
      if (
        typeof payload.sid !== 'string' ||
        typeof payload.sub !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        throw AppError.unauthenticated('Malformed token.');
      }
      const act = payload.act as { sub?: unknown } | undefined;
      const claims: Verified = {
        sid: payload.sid,
        sub: payload.sub,
        exp: payload.exp,
        ...(act && typeof act.sub === 'string' ? { act: { sub: act.sub } } : {}),
      };
      if (payload.exp > nowSeconds()) verified.set(token, Object.freeze(claims));
      return claims;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
