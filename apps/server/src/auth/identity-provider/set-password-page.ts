import { escapeHtml } from '../../http/html.ts';
import { both, page } from './pages.ts';
import { PASSWORD_MIN_LENGTH, type PasswordProblem } from './password-tokens.ts';

/** The set-password page of an invitation: Norwegian first with English under it, like the login page. */

const PROBLEMS: Record<PasswordProblem, [string, string]> = {
  tooShort: [
    `Passordet må ha minst ${PASSWORD_MIN_LENGTH} tegn.`,
    `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  ],
  tooLong: ['Passordet kan ha høyst 200 tegn.', 'The password can have at most 200 characters.'],
  mismatch: ['Passordene er ikke like.', 'The passwords are not the same.'],
  isLogin: ['Passordet kan ikke være brukernavnet.', 'The password cannot be the login name.'],
};

export function setPasswordPage(opts: {
  action: string;
  token: string;
  login: string | null;
  problem?: PasswordProblem;
}) {
  const error = opts.problem ? `<p class="error" role="alert">${both(...PROBLEMS[opts.problem])}</p>` : '';
  return page(
    'Velg passord – Connect',
    `<section class="card narrow">
  <h1>${both('Velg passord', 'Choose your password')}</h1>
  ${opts.login ? `<p>${both('Brukernavnet ditt:', 'Your login name:')} <code>${escapeHtml(opts.login)}</code></p>` : ''}
  <p>${both(`Minst ${PASSWORD_MIN_LENGTH} tegn, og ikke brukernavnet.`, `At least ${PASSWORD_MIN_LENGTH} characters, and not the login name.`)}</p>
  ${error}
  <form method="post" action="${escapeHtml(opts.action)}">
    <input type="hidden" name="token" value="${escapeHtml(opts.token)}">
    <input type="hidden" name="username" autocomplete="username" value="${escapeHtml(opts.login ?? '')}">
    <label for="password">${both('Nytt passord', 'New password')}</label>
    <input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="200" required autofocus>
    <label for="repeat">${both('Gjenta passordet', 'Repeat the password')}</label>
    <input id="repeat" name="repeat" type="password" autocomplete="new-password" required>
    <button type="submit">${both('Lagre passord', 'Save password')}</button>
  </form>
</section>`,
  );
}

/** After the password is set, or when the link is no longer good: a way on to the portal's login. */
export function setPasswordDonePage(opts: { portalUrl: string; ok: boolean }) {
  const text = opts.ok
    ? both('Passordet er lagret. Du kan nå logge inn.', 'Your password is saved. You can now log in.')
    : both(
        'Lenken er brukt eller utløpt. Be administratoren hos leverandøren om en ny.',
        'The link has been used or has expired. Ask the provider for a new one.',
      );
  return page(
    'Passord – Connect',
    `<section class="card narrow">
  <h1>${opts.ok ? both('Passord lagret', 'Password saved') : both('Lenken virker ikke', 'The link does not work')}</h1>
  <p>${text}</p>
  <p><a href="${escapeHtml(opts.portalUrl)}">${both('Til innlogging', 'Go to login')}</a></p>
</section>`,
  );
}
