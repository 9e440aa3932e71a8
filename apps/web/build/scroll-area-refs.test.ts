import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { rewriteScrollAreaRefs } from './scroll-area-refs.ts';

const mantineEsm = join(createRequire(import.meta.url).resolve('@mantine/core'), '../../esm');

it("points the installed Mantine ScrollArea's ref merging at Mantine's own hook", () => {
  const code = readFileSync(join(mantineEsm, 'components/ScrollArea/ScrollArea.mjs'), 'utf8');
  const rewritten = rewriteScrollAreaRefs(code);
  expect(rewritten).not.toContain('@floating-ui/react');
  expect(rewritten).toContain('import { useMergedRef as useMergedRefs } from "@mantine/hooks";');
  // Called as floating-ui's is, with one array of refs.
  expect(rewritten).toMatch(/useMergeRefs\(\[/);
});

it('fails the build when Mantine no longer has the import, so the plugin is not kept for nothing', () => {
  expect(() => rewriteScrollAreaRefs('export const ScrollArea = 1;')).toThrow(
    /remove build\/scroll-area-refs/,
  );
});
