import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Where the web app writes raw HTML into the page; React's escaping is what keeps a stored string from running. */
function rawHtmlWrites(text: string): string[] {
  return (
    text.match(/dangerouslySetInnerHTML|\.(inner|outer)HTML\s*=|insertAdjacentHTML|document\.write\(/g) ?? []
  );
}

describe('the web app never writes raw HTML (issue 10 §4: XSS must not reach the bearer token)', () => {
  it('recognises every way of writing raw HTML', () => {
    expect(rawHtmlWrites('<div dangerouslySetInnerHTML={{ __html: name }} />')).toHaveLength(1);
    expect(
      rawHtmlWrites('el.innerHTML = name; el.outerHTML= x; el.insertAdjacentHTML("beforeend", y)'),
    ).toHaveLength(3);
    expect(rawHtmlWrites('<p>{name}</p>')).toEqual([]);
  });

  it('no file under apps/web/src does it (a biome-ignore cannot get past this)', () => {
    const found = sourceFiles(SRC).flatMap((f) =>
      rawHtmlWrites(readFileSync(f, 'utf8')).map((w) => `${f}: ${w}`),
    );
    expect(found).toEqual([]);
  });
});
