import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('e-mail format', () => {
  it('accepts a local part at a domain with a 2+ letter top-level domain, or an IP literal', () => {
    for (const ok of ['lonn@firma.no', 'Ola.Nordmann+payroll@Example.COM', 'x@[192.168.1.10]'])
      expect(isValidEmail(ok)).toBe(true);
    for (const bad of ['lonn@firma', 'lonn@firma.n', '@firma.no', 'lønn firma.no', ''])
      expect(isValidEmail(bad)).toBe(false);
  });
});
