import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';

/** What the portal's bearer token says: the session, and who acts for whom when impersonating. */
export type TokenClaims = {
  sid: string;
  sub: string;
  /** The provider person acting, on an impersonation token. */
  act?: { sub: string };
};

const ISSUER = 'connect-portal';

export function createTokenService(secret: string, ttlSeconds: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

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
    /** Verifies signature, issuer and expiry against the service's clock; throws UNAUTHENTICATED otherwise. */
    async verify(token: string): Promise<TokenClaims & { exp: number }> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (
          typeof payload.sid !== 'string' ||
          typeof payload.sub !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          throw AppError.unauthenticated('Malformed token.');
        }
        const act = payload.act as { sub?: unknown } | undefined;
        return {
          sid: payload.sid,
          sub: payload.sub,
          exp: payload.exp,
          ...(act && typeof act.sub === 'string' ? { act: { sub: act.sub } } : {}),
        };
      } catch (e) {
        if (e instanceof AppError) throw e;
        if (e instanceof joseErrors.JWTExpired) throw AppError.unauthenticated('Token expired.');
        throw AppError.unauthenticated('Invalid token.');
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
