import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `period` (YYYY-MM) in a Mantine month picker: opens it from `input`, steps the header to the year with its
 * arrows, and clicks the month (the months list holds the twelve months of the year shown, January first).
 */
export async function pickMonth(page: Page, input: Locator, period: string) {
  await input.click();
  const year = Number(period.slice(0, 4));
  const level = page.locator('[class*="calendarHeaderLevel"]');
  await expect(level).toHaveText(/^\d{4}$/);
  for (let shown = Number(await level.innerText()); shown !== year; ) {
    const back = shown > year;
    await page.locator(`[class*="calendarHeader${back ? 'Previous' : 'Next'}"]`).click();
    shown += back ? -1 : 1;
    await expect(level).toHaveText(String(shown));
  }
  await page
    .locator('[class*="monthsListControl"]')
    .nth(Number(period.slice(5, 7)) - 1)
    .click();
}
