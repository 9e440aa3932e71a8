/**
 * The built-in identity provider's own pages, rendered on the server: Norwegian first with English under it,
 * since the portal's language choice lives in the web app and this page comes before it.
 */
import { escapeHtml } from '../../http/html.ts';

const STYLE = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f1f3f5; color: #212529;
    margin: 0; padding: 40px 16px; }
  main { max-width: 680px; margin: 0 auto; }
  .card { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); padding: 24px 32px; margin-bottom: 24px; }
  .narrow { max-width: 360px; margin-left: auto; margin-right: auto; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  .en { display: block; color: #5c636a; font-size: .85em; font-weight: normal; }
  button[type=submit] .en { color: #fff; }
  label { display: block; margin: 16px 0 4px; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 8px 10px; font-size: 1rem; border: 1px solid #ced4da; border-radius: 4px; }
  button { font: inherit; cursor: pointer; }
  button[type=submit] { width: 100%; margin-top: 20px; padding: 10px; background: #1971c2; color: #fff; border: 0;
    border-radius: 4px; font-weight: 600; }
  .error { color: #c92a2a; background: #fff5f5; border-radius: 4px; padding: 8px 12px; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e9ecef; vertical-align: top; }
  td button { background: none; border: 1px solid #1971c2; color: #1971c2; border-radius: 4px; padding: 2px 8px; }
  code { background: #f1f3f5; padding: 1px 4px; border-radius: 3px; }
`;

/** Where the pages' one script is served (routes.ts): the CSP allows no inline script. */
export const PAGE_SCRIPT_PATH = '/oidc/pages.js';
const PAGE_SCRIPT_TAG = `<script src="${PAGE_SCRIPT_PATH}" defer></script>`;

/** The demo table's "Use" buttons fill in the form; the logout step confirms on its own. */
export const PAGE_SCRIPT = `for (const b of document.querySelectorAll('button[data-login]')) {
  b.addEventListener('click', () => {
    document.getElementById('login').value = b.dataset.login;
    document.getElementById('password').value = b.dataset.password;
    document.getElementById('password').focus();
  });
}
document.getElementById('op.logoutForm')?.submit();
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="no">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** Two lines: Norwegian, then English in grey. */
export function both(no: string, en: string): string {
  return `${escapeHtml(no)}<span class="en">${escapeHtml(en)}</span>`;
}

export type DemoPerson = {
  login: string;
  name: string;
  customerName: string;
  roles: string[];
  services: string[];
};

export function loginPage(opts: {
  action: string;
  login?: string;
  failed?: boolean;
  /** The password was right but the person's access has ended (a passed leaving date, or the directory). */
  ended?: boolean;
  demo?: { people: DemoPerson[]; password: string };
}): string {
  const error = opts.failed
    ? `<p class="error" role="alert">${both('Feil brukernavn eller passord.', 'Wrong login name or password.')}</p>`
    : opts.ended
      ? `<p class="error" role="alert">${both(
          'Tilgangen din til portalen er avsluttet. Kontakt administratoren i bedriften.',
          'Your access to the portal has ended. Contact your company’s administrator.',
        )}</p>`
      : '';
  const demo = opts.demo
    ? `<section class="card" aria-labelledby="demo-title">
  <h2 id="demo-title">${both('Demobrukere', 'Demo people')}</h2>
  <p>${both('Passordet er det samme for alle:', 'The password is the same for everyone:')} <code>${escapeHtml(opts.demo.password)}</code></p>
  <table>
    <thead><tr><th>${both('Brukernavn', 'Login name')}</th><th>${both('Navn', 'Name')}</th><th>${both('Kunde', 'Customer')}</th><th>${both('Roller og tjenester', 'Roles and services')}</th><th></th></tr></thead>
    <tbody>${opts.demo.people
      .map(
        (p) =>
          `<tr><td><code>${escapeHtml(p.login)}</code></td><td>${escapeHtml(p.name)}</td><td>${escapeHtml(p.customerName)}</td><td>${escapeHtml(p.roles.join(', ')) || both('ingen rolle', 'no role')}${
            p.services.length ? `<br><small>${escapeHtml(p.services.join(', '))}</small>` : ''
          }</td><td><button type="button" data-login="${escapeHtml(p.login)}" data-password="${escapeHtml(
            opts.demo!.password,
          )}">${both('Bruk', 'Use')}</button></td></tr>`,
      )
      .join('')}</tbody>
  </table>
</section>
${PAGE_SCRIPT_TAG}`
    : '';
  return page(
    'Logg inn – Connect',
    `<section class="card narrow">
  <h1>${both('Logg inn', 'Log in')}</h1>
  <p>${both('Connect bedriftsportal', 'Connect business portal')}</p>
  ${error}
  <form method="post" action="${escapeHtml(opts.action)}">
    <label for="login">${both('Brukernavn', 'Login name')}</label>
    <input id="login" name="login" autocomplete="username" required autofocus value="${escapeHtml(opts.login ?? '')}">
    <label for="password">${both('Passord', 'Password')}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">${both('Logg inn', 'Log in')}</button>
  </form>
</section>
${demo}`,
  );
}

/**
 * The logout step of the identity provider. The portal has already ended its own session when it sends the browser
 * here, so the page confirms on its own (the button is there if scripts are off).
 */
export function logoutPage(form: string): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    'Logg ut – Connect',
    `<section class="card narrow">
  <h1>${both('Logger ut …', 'Logging out …')}</h1>
  ${confirmed}
  <button type="submit" form="op.logoutForm">${both('Logg ut', 'Log out')}</button>
</section>
${PAGE_SCRIPT_TAG}`,
  );
}

/** Shown when a login step fails (expired or replayed interaction, a bad request from a client). */
export function errorPage(opts: { restartUrl: string; detail?: string }): string {
  return page(
    'Innlogging – Connect',
    `<section class="card narrow">
  <h1>${both('Innloggingen kunne ikke fullføres', 'The login could not be completed')}</h1>
  <p>${both('Den kan ha utløpt. Start på nytt fra portalen.', 'It may have expired. Start again from the portal.')}</p>
  ${opts.detail ? `<p><code>${escapeHtml(opts.detail)}</code></p>` : ''}
  <p><a href="${escapeHtml(opts.restartUrl)}">${both('Til innlogging', 'Go to login')}</a></p>
</section>`,
  );
}
