import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const dir = import.meta.dirname;

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function load(language: string): Record<string, string[]> {
  const files = readdirSync(join(dir, language)).filter((f) => f.endsWith('.json'));
  return Object.fromEntries(
    files.map((f) => [f, keys(JSON.parse(readFileSync(join(dir, language, f), 'utf8')) as Tree)]),
  );
}

describe('translations', () => {
  const no = load('no');
  const en = load('en');

  it('have the same feature files in Norwegian and English', () => {
    expect(Object.keys(no).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(no))('%s has every key in both languages', (file) => {
    const missingInEn = no[file]!.filter((k) => !en[file]?.includes(k));
    const missingInNo = (en[file] ?? []).filter((k) => !no[file]!.includes(k));
    expect({ missingInEn, missingInNo }).toEqual({ missingInEn: [], missingInNo: [] });
  });
});

describe('Norwegian texts a new admin tripped over (issue 10 §9)', () => {
  it('says how unreported usage counts once the due day has passed, in a whole sentence', () => {
    const texts = JSON.parse(readFileSync(join(dir, 'no', 'payment-profiles.json'), 'utf8')) as {
      settings: { defaultReportModeHint: string };
    };
    expect(texts.settings.defaultReportModeHint).toBe('Slik regnes urapportert bruk når fristen er ute.');
  });
});
