import { sql } from 'drizzle-orm';
import { createPasswordToken, setPasswordUrl } from '../../../auth/identity-provider/password-tokens.ts';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { arrayOf } from '../../../db/sql.ts';
import type { Messaging } from '../../../mail/outbox.ts';

export type InvitationDeps = { clock: Clock; messaging: Messaging; config: Config };

/**
 * The e-mail a newly provisioned administrator gets, through the outbox in the batch's transaction: with the
 * built-in identity provider a link to set their password (single use, a week); with an external one, the portal's
 * address (they log in with their company account).
 */
export async function inviteAdministrators(tx: Executor, deps: InvitationDeps, catalogIds: number[]) {
  if (catalogIds.length === 0) return;
  const people = await queryRows<{
    catalog_id: number;
    customer_id: number;
    first_name: string;
    email: string;
    login: string;
    account_id: number;
  }>(
    tx,
    sql`select p.catalog_id, p.customer_id, p.first_name, p.email, p.login,
        coalesce((select min(aa.account_id) from account_access aa where aa.catalog_id = p.catalog_id),
          (select min(a.id) from accounts a where a.customer_id = p.customer_id and a.parent_account_id is null))
          as account_id
      from people p where p.catalog_id = any(${arrayOf('int', catalogIds)}) order by p.catalog_id`,
  );
  for (const p of people) {
    const link = deps.config.embeddedIdp
      ? setPasswordUrl(deps.config, await createPasswordToken(tx, deps.clock, p.catalog_id))
      : deps.config.publicUrl;
    const step = deps.config.embeddedIdp
      ? {
          no: 'Velg passordet ditt her (lenken virker én gang, i 7 dager):',
          en: 'Choose your password here (the link works once, for 7 days):',
        }
      : { no: 'Logg inn med firmakontoen din her:', en: 'Log in with your company account here:' };
    await deps.messaging.sendEmail(tx, {
      customerId: p.customer_id,
      accountId: p.account_id,
      to: p.email,
      subject: 'Velkommen til Connect / Welcome to Connect',
      text: [
        `Hei ${p.first_name},`,
        '',
        'Du er administrator i Connect bedriftsportal.',
        `Brukernavnet ditt er ${p.login}.`,
        step.no,
        link,
        '',
        '---',
        '',
        `Hello ${p.first_name},`,
        '',
        'You are an administrator in the Connect business portal.',
        `Your login name is ${p.login}.`,
        step.en,
        link,
      ].join('\n'),
    });
  }
}
