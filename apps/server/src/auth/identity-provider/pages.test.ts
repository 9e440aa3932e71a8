import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../http/html.ts';
import { errorPage, loginPage, logoutPage, PAGE_SCRIPT } from './pages.ts';

describe('identity provider pages', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('the login page is in Norwegian with English under it, and escapes what the person typed', () => {
    const html = loginPage({ action: '/oidc/interaction/abc/login', login: '"><script>', failed: true });
    expect(html).toContain('<html lang="no">');
    expect(html).toContain('Brukernavn<span class="en">Login name</span>');
    expect(html).toContain('Passord<span class="en">Password</span>');
    expect(html).toContain(
      'Feil brukernavn eller passord.<span class="en">Wrong login name or password.</span>',
    );
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('"><script>');
  });

  it('shows the demo people only when given them', () => {
    expect(loginPage({ action: '/x' })).not.toContain('Demobrukere');
    const html = loginPage({
      action: '/x',
      demo: {
        password: 'demo1234',
        people: [
          {
            login: 'ansatt',
            name: 'Øyvind Ansatt',
            customerName: 'Nordlys Bygg AS',
            roles: [],
            services: [],
          },
        ],
      },
    });
    expect(html).toContain('Demobrukere');
    expect(html).toContain('<code>ansatt</code>');
    expect(html).toContain('<code>demo1234</code>');
    expect(html).toContain('ingen rolle');
  });

  it('the logout page confirms the logout on its own', () => {
    const html = logoutPage(
      '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="s"/></form>',
    );
    expect(html).toContain('<input type="hidden" name="logout" value="yes"></form>');
    expect(html).toContain('<script src="/oidc/pages.js" defer></script>');
    expect(PAGE_SCRIPT).toContain("document.getElementById('op.logoutForm')?.submit()");
  });

  it('no page has an inline script: the CSP allows scripts from files only', () => {
    const demo = {
      password: 'demo1234',
      people: [{ login: 'a', name: 'A', customerName: 'C', roles: [], services: [] }],
    };
    const pages = [
      loginPage({ action: '/x', demo }),
      logoutPage('<form id="op.logoutForm"></form>'),
      errorPage({ restartUrl: '/login' }),
    ];
    for (const html of pages) {
      for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/ src="/);
    }
  });

  it('the error page links back to the portal login', () => {
    expect(errorPage({ restartUrl: 'http://127.0.0.1:3000/login', detail: 'invalid_request' })).toContain(
      'href="http://127.0.0.1:3000/login"',
    );
  });
});
