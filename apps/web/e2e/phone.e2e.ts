import { type Browser, expect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';
import { reportLinkFromTheOutbox } from './report-link.ts';

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
  await openLoggedIn(page, 'employee', { path: '/home' });
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

test('the report page from the SMS link fits a phone, and an item is marked on it', async ({
  page,
  browser,
  baseURL,
}) => {
  const path = await reportLinkFromTheOutbox(browser, baseURL!);
  await openLoggedIn(page, 'employee', { path });
  const items = page.getByTestId('report-item');
  await expect(items.first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('report.png'), fullPage: true });
  await fitsThePhone(page, 'the report page', '[data-testid="report-items"]');

  // Marking an item shows the save bar, which fits too; Cancel leaves the report as it was.
  const first = items.first();
  const marked = await first.getByRole('radio', { name: 'Privat' }).isChecked();
  await first.getByText(marked ? 'Jobb' : 'Privat', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Lagre rapporten' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('report-marked.png'), fullPage: true });
  await fitsThePhone(page, 'the report page with a marked item', '[data-testid="report-items"]');
  await page.getByRole('button', { name: 'Avbryt' }).click();
});

/** As the admin, in a browser of their own: the employee's policy (Standard) offers repairs (as repair.e2e.ts). */
async function repairOn(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const admin = await context.newPage();
  await openLoggedIn(admin, 'admin', { path: '/policies' });
  const a = await mainAccountId(admin);
  const { CEPolicies } = await gql<{ CEPolicies: { ID: number; name: string }[] }>(
    admin,
    'query($a: Int!) { CEPolicies(accountID: $a) { ID name } }',
    { a },
  );
  await gql(
    admin,
    'mutation($a: Int!, $p: Int!, $e: String) { updateCEPolicyRepair(accountID: $a, policyID: $p, active: true, servicePartnerEmail: $e) { active } }',
    { a, p: CEPolicies.find((p) => p.name === 'Standard')!.ID, e: 'verksted-e2e@mobilreparasjon.no' },
  );
  await context.close();
}

test('the repair request, its information and its form, fits a phone', async ({ page, browser, baseURL }) => {
  await repairOn(browser, baseURL!);
  await openLoggedIn(page, 'employee', { path: '/webshop' });
  await page.getByTestId('request-repair').click();
  const info = page.getByRole('dialog', { name: 'Reparasjon av mobiltelefon' });
  await expect(info.getByTestId('repair-info')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('repair-info.png') });
  await fitsThePhone(page, 'the repair information');

  await info.getByRole('button', { name: 'Neste' }).click();
  const form = page.getByRole('dialog', { name: 'Be om reparasjon av mobiltelefon' });
  await form.getByTestId('repair-message').fill('Skjermen er knust');
  await form.locator('input[type=file]').setInputFiles({
    name: 'kvittering-fra-butikken-med-et-langt-navn.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await expect(form.getByTestId('repair-file')).toHaveCount(1);
  // On a phone the dialog takes the whole screen, and a long file name keeps its remove button beside it.
  expect(await form.evaluate((d) => d.getBoundingClientRect().width)).toBe(390);
  const name = (await form
    .getByTestId('repair-file')
    .getByText(/^kvittering/)
    .boundingBox())!;
  const remove = (await form.getByRole('button', { name: /^Fjern kvittering/ }).boundingBox())!;
  expect(remove.y, 'the remove button beside the name, not under it').toBeLessThan(name.y + name.height);
  await page.screenshot({ path: test.info().outputPath('repair-form.png') });
  await fitsThePhone(page, 'the repair form');
  // Its buttons are in reach at the foot of the form.
  await form.getByTestId('repair-submit').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('repair-form-foot.png') });
  await fitsThePhone(page, 'the foot of the repair form');
});
