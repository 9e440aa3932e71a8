import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.ts';

const of = (value?: string) =>
  requestLanguage({ headers: value === undefined ? {} : { 'accept-language': value } });

describe('requestLanguage', () => {
  it('is Norwegian without a header, for Norwegian tags and for languages the product does not have', () => {
    expect(of()).toBe('no');
    expect(of('nb-NO,nb;q=0.9,en;q=0.8')).toBe('no');
    expect(of('nn')).toBe('no');
    expect(of('de-DE,fr;q=0.5')).toBe('no');
  });

  it('is English when English ranks above Norwegian, by order or by q', () => {
    expect(of('en-GB,en;q=0.9')).toBe('en');
    expect(of('en-US,nb;q=0.8')).toBe('en');
    expect(of('nb;q=0.5,en;q=0.9')).toBe('en');
    expect(of('de,en;q=0.7,nb;q=0.6')).toBe('en');
  });

  it('skips a language refused with q=0', () => {
    expect(of('en;q=0,nb')).toBe('no');
  });
});
