import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { loginAs } from './login.ts';

/**
 * Issue 28 §21: the employee opens the portal from an SMS link, on a phone. Every page an employee uses fits 390 px:
 * nothing runs past the right edge (a table scrolls within a labelled region, or becomes cards), and axe finds
 * nothing serious on it.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * What runs past the window's right edge: elements whose box ends beyond it, unless an ancestor that ends inside
 * clips them (text cut with an ellipsis) or is a labelled scroll region. `strictWithin` also counts what a scroll
 * region hides (the purchase history must fit whole).
 */
async function pastTheEdge(page: Page, strictWithin?: string): Promise<string[]> {
  return page.evaluate((strict) => {
    const width = document.documentElement.clientWidth;
    const strictRoot = strict ? document.querySelector(strict) : null;
    const excused = (e: Element) => {
      if (strictRoot?.contains(e)) return false;
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' || a.getBoundingClientRect().right > width + 1) continue;
        if (style.overflowX === 'hidden' || style.overflowX === 'clip') return true;
        return a.getAttribute('role') === 'region' && a.hasAttribute('aria-label');
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((e) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > width + 1 && !excused(e);
      })
      .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 40)}"`);
  }, strictWithin);
}

async function fitsThePhone(page: Page, screen: string, strictWithin?: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect.soft(await pastTheEdge(page, strictWithin), `past the right edge on ${screen}`).toEqual([]);
  await expectAccessible(page, `${screen} at 390×844`);
}

test('home and the webshop page, with the purchase history, fit a phone', async ({ page }) => {
  await loginAs(page, 'employee', { path: '/home' });
  await expect(page.getByTestId('purchase-history')).toBeVisible();
  await expect(
    page
      .getByTestId('purchase-history')
      .getByText(/Ingen kjøp|kr/)
      .first(),
  ).toBeVisible();
  await fitsThePhone(page, 'home', '[data-testid="purchase-history"]');

  await page.goto('/webshop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('purchase-history')).toBeVisible();
  await fitsThePhone(page, 'the webshop page', '[data-testid="purchase-history"]');
});
