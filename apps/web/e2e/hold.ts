import type { Page } from '@playwright/test';

/**
 * Holds back the files whose URL matches `file` until `release()`, so a journey meets the page as a person on a slow
 * line does: the stand-ins that show while a control's code is on its way (ui/load-on-use.ts), or a screen whose
 * code has not arrived yet.
 */
export async function hold(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
