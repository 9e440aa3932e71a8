import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from './session-storage.ts';

/** index.html's first script asks for the session user as the app would: with the app's token, at the app's path. */
describe('public/session-early.js', () => {
  const script = readFileSync(new URL('../../public/session-early.js', import.meta.url), 'utf8');

  it("reads the app's token and asks GET /api/session/info with it", () => {
    expect(script).toContain(`localStorage.getItem('${TOKEN_KEY}')`);
    expect(script).toContain("fetch('/api/session/info'");
    expect(script).toMatch(/authorization: `Bearer \$\{token\}`/);
  });

  it('is named by index.html', () => {
    const index = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(index).toContain('<script async src="/session-early.js"></script>');
  });
});
