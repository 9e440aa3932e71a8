import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.1 AA, the level of Norway's universal-design rule (issue 10 §8). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type AxeFinding = {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  first: string;
  html: string;
};

/**
 * The page at rest: the pointer off the content (no hover colours) and no transition or animation running (a dialog
 * fading in, a notice fading out), so axe measures the colours a person reads, not a frame in between.
 */
async function atRest(page: Page) {
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 5_000,
    })
    .catch(() => {
      // An endless animation (a loader) never rests; axe then reads the page as it is.
    });
}

/**
 * axe-core in every frame of the page, once per document: a scan after the app moved on within the same page uses
 * the copy already there (evaluating its half megabyte of source again per scan doubled a scan's time). A frame that
 * cannot take it within a second (another origin, a PDF viewer) is left out, as axe's own Playwright builder leaves
 * it. The scan is axe.run in the page, as that builder's legacy mode: its default scans each frame apart and joins
 * the parts in a new blank page, for frames of other origins, which the portal does not have.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const inject = async () => {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
    };
    if (frame === page.mainFrame()) await inject();
    else await Promise.race([inject(), new Promise((_, fail) => setTimeout(fail, 1_000))]).catch(() => {});
  }
}

/** axe-core's serious and critical findings on the page as it is now, in a form a failed test can print. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await atRest(page);
  await injectAxe(page);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_21_AA,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      // What axe measured on the first element, e.g. the two colours and their contrast.
      first: v.nodes[0]?.failureSummary ?? '',
      html: v.nodes[0]?.html.slice(0, 300) ?? '',
    }));
}

/**
 * Fails with axe's findings when the screen has a serious or critical accessibility violation. Soft, so that one
 * journey reports every screen it passed through.
 */
export async function expectAccessible(page: Page, screen: string) {
  expect.soft(await seriousViolations(page), `axe: serious or critical violations on ${screen}`).toEqual([]);
}
