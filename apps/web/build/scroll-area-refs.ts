import type { Plugin } from 'vite';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const FLOATING_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';
const OWN_HOOK =
  'import { useMergedRef as useMergedRefs } from "@mantine/hooks";\n' +
  'const useMergeRefs = (refs) => useMergedRefs(...refs);';

/**
 * Mantine's ScrollArea (in every Table, Modal and Drawer) merges two refs with floating-ui's `useMergeRefs`. That one
 * import makes each screen with a table load the whole floating-ui chunk, some 14 kB of brotli that the dropdowns
 * use (issue 10 §7). Mantine's own `useMergedRef` does the same (a callback ref setting each ref), so the import
 * is pointed there. When a Mantine update no longer has the import, the build fails here: drop this plugin then.
 */
export function rewriteScrollAreaRefs(code: string): string {
  if (!code.includes(FLOATING_IMPORT)) {
    throw new Error(
      "Mantine's ScrollArea no longer imports useMergeRefs from floating-ui: remove build/scroll-area-refs.ts.",
    );
  }
  return code.replace(FLOATING_IMPORT, OWN_HOOK);
}

export function scrollAreaRefs(): Plugin {
  return {
    name: 'connect:scroll-area-refs',
    enforce: 'pre',
    transform(code, id) {
      return SCROLL_AREA.test(id) ? { code: rewriteScrollAreaRefs(code), map: null } : null;
    },
  };
}
