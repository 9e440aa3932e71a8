import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/browser.ts';
export default defineConfig({
  testDir: './e2e', testMatch: 'h7-shots.tmp.ts', timeout: 120000,
  use: { locale: 'nb-NO', timezoneId: 'Europe/Oslo', launchOptions: { executablePath: await chromiumPath(), args: CHROMIUM_ARGS } },
});
