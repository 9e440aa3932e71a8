import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';
import { errors } from 'oidc-provider';
import type { RouteModule } from '../../http/route-module.ts';
import { DEMO_PASSWORD } from '../../seed/demo-logins.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { errorPage, loginPage, PAGE_SCRIPT, PAGE_SCRIPT_PATH } from './pages.ts';
import { findLoginPerson, listDemoPeople } from './people.ts';
import { createIdentityProvider, IDP_MOUNT, loginRedirectUri } from './provider.ts';
import { setPasswordRoutes } from './set-password.ts';

/** Compared against when the login name is unknown, so a wrong name takes as long as a wrong password. */
let unknownPersonHash: Promise<string> | undefined;

/**
 * Mounts the built-in identity provider under /oidc (embedded mode only), with its login page. oidc-provider is a
 * Koa app: its requests are handed over raw, with the body stream untouched and the mount prefix stripped.
 */
export const identityProviderRoutes: RouteModule = async (app, deps) => {
  const { db, config, services } = deps;
  if (!config.embeddedIdp) return;
  const provider = createIdentityProvider(db, config, app.log);
  const callback = provider.callback();
  const restartUrl = loginRedirectUri(config);
  const rateLimit = { max: config.RATE_LIMIT_SESSION_PER_MINUTE, timeWindow: 60_000 };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${IDP_MOUNT}/*`, async (req, reply) => {
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(IDP_MOUNT.length) || '/';
      await callback(raw, reply.raw);
    });
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const demo = async () =>
      config.NODE_ENV === 'production'
        ? undefined
        : { people: await listDemoPeople(db), password: DEMO_PASSWORD };

    /** An interaction that expired or was finished already gets a page, not a JSON error. */
    const failed = (reply: FastifyReply, e: unknown) => {
      if (!(e instanceof errors.OIDCProviderError)) throw e;
      return reply
        .status(e.statusCode ?? 400)
        .type('text/html')
        .send(errorPage({ restartUrl, detail: e.error }));
    };

    setPasswordRoutes(scope, deps);

    scope.get(PAGE_SCRIPT_PATH, (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(PAGE_SCRIPT),
    );

    scope.get<{ Params: { uid: string } }>(`${IDP_MOUNT}/interaction/:uid`, async (req, reply) => {
      try {
        const details = await provider.interactionDetails(req.raw, reply.raw);
        if (details.prompt.name !== 'login') {
          // Consent is implied for the portal (loadExistingGrant); no other step is offered here.
          const to = await provider.interactionResult(
            req.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'Only the login step is offered.' },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(to, 303);
        }
        return reply
          .type('text/html')
          .header('cache-control', 'no-store')
          .send(loginPage({ action: `${IDP_MOUNT}/interaction/${details.uid}/login`, demo: await demo() }));
      } catch (e) {
        return failed(reply, e);
      }
    });

    scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      `${IDP_MOUNT}/interaction/:uid/login`,
      { config: { rateLimit } },
      async (req, reply) => {
        try {
          const details = await provider.interactionDetails(req.raw, reply.raw);
          const login = String(req.body?.login ?? '')
            .trim()
            .slice(0, 100);
          const password = String(req.body?.password ?? '').slice(0, 200);
          const person = login ? await findLoginPerson(db, services.clock, login) : null;
          unknownPersonHash ??= hashPassword('not a password of anyone');
          const ok = await verifyPassword(password, person?.passwordHash ?? (await unknownPersonHash));
          if (!person || !ok) {
            return reply
              .status(401)
              .type('text/html')
              .header('cache-control', 'no-store')
              .send(
                loginPage({
                  action: `${IDP_MOUNT}/interaction/${details.uid}/login`,
                  login,
                  failed: true,
                  demo: await demo(),
                }),
              );
          }
          if (person.left) {
            // Told only after the right password, so the page says nothing about a name to someone who guesses.
            return reply
              .status(403)
              .type('text/html')
              .header('cache-control', 'no-store')
              .send(
                loginPage({ action: `${IDP_MOUNT}/interaction/${details.uid}/login`, login, ended: true }),
              );
          }
          const to = await provider.interactionResult(
            req.raw,
            reply.raw,
            // Not remembered past the browser session: the portal's own session is what keeps people logged in.
            { login: { accountId: String(person.catalogId), remember: false } },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(to, 303);
        } catch (e) {
          return failed(reply, e);
        }
      },
    );
  });
};
