import { describe, expect, it } from 'vitest';
import { dueLimitAlert, limitAlertText } from './limit-alert-rules.ts';

/** A limit of 500,00 kr (50 000 øre) at the default 80 %: the share is reached at 400,00 kr (40 000 øre). */
const limit = 50_000;

describe('dueLimitAlert', () => {
  it('is quiet below the share: 399,99 kr of 500,00 kr is 79,998 %', () => {
    expect(dueLimitAlert({ limitOre: limit, usedOre: 39_999 }, 80, [])).toBeNull();
  });

  it('tells the share at exactly 400,00 kr (80 %), and the limit itself is reached, not passed', () => {
    expect(dueLimitAlert({ limitOre: limit, usedOre: 40_000 }, 80, [])).toEqual({
      steps: ['share'],
      tell: 'share',
    });
    expect(dueLimitAlert({ limitOre: limit, usedOre: 50_000 }, 80, [])).toEqual({
      steps: ['share'],
      tell: 'share',
    });
  });

  it('tells the limit passed at 500,01 kr, once the share was told', () => {
    expect(dueLimitAlert({ limitOre: limit, usedOre: 50_001 }, 80, ['share'])).toEqual({
      steps: ['passed'],
      tell: 'passed',
    });
    expect(dueLimitAlert({ limitOre: limit, usedOre: 90_000 }, 80, ['share', 'passed'])).toBeNull();
  });

  it('records both steps but tells only the passed limit when usage jumps from nothing to 600,00 kr', () => {
    expect(dueLimitAlert({ limitOre: limit, usedOre: 60_000 }, 80, [])).toEqual({
      steps: ['share', 'passed'],
      tell: 'passed',
    });
  });

  it("follows the profile's share: 50 % of 500,00 kr is 250,00 kr", () => {
    expect(dueLimitAlert({ limitOre: limit, usedOre: 24_999 }, 50, [])).toBeNull();
    expect(dueLimitAlert({ limitOre: limit, usedOre: 25_000 }, 50, [])?.tell).toBe('share');
  });

  it('has no share step for a limit of 0: the first øre passes it', () => {
    expect(dueLimitAlert({ limitOre: 0, usedOre: 0 }, 80, [])).toBeNull();
    expect(dueLimitAlert({ limitOre: 0, usedOre: 1 }, 80, [])).toEqual({ steps: ['passed'], tell: 'passed' });
  });
});

describe('limitAlertText', () => {
  const usage = { unit: 'group:1', name: 'Mobil', limitOre: limit, usedOre: 41_250 };

  it('names the amounts in Norwegian kroner with plain spaces, the group and the month', () => {
    expect(limitAlertText(usage, 'share', 80, '2026-11')).toBe(
      'Du har brukt 412,50 kr av grensen på 500,00 kr for «Mobil» i november 2026. Det er 80 % eller mer av grensen.',
    );
    expect(limitAlertText({ ...usage, usedOre: 123_456 }, 'passed', 80, '2026-11')).toBe(
      'Du har brukt 1 234,56 kr av grensen på 500,00 kr for «Mobil» i november 2026. Grensen er passert: bruk over grensen kan bli trukket i lønn.',
    );
  });
});
