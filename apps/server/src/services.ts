import { createTokenService, type TokenService } from './auth/tokens.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { createMessaging, type Messaging } from './mail/outbox.ts';

/** Long-lived collaborators of the app, made once at start and handed to resolvers and routes. */
export type Services = {
  clock: Clock;
  tokens: TokenService;
  messaging: Messaging;
  /** Stops background work (the job worker) before the database closes. */
  close?: () => Promise<void>;
};

export function createServices(config: Config, clock: Clock): Services {
  return {
    clock,
    tokens: createTokenService(config.tokenSecret, config.TOKEN_TTL_SECONDS, clock),
    messaging: createMessaging({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      clock,
      smpp: config.SMPP_URL
        ? { url: config.SMPP_URL, sender: config.SMPP_SENDER, rate: config.SMPP_RATE }
        : undefined,
    }),
  };
}
