import { formatDate, osloDate } from '@connect/shared';
import { imeiFromBody } from '@connect/shared/equipment';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';

/** The embedded server's demo network key (docs/CONFIGURATION.md: NETWORK_INGEST_KEY). */
const NETWORK_KEY = 'connect-demo-network-ingest-key';

type Subscription = { subscriptionID: number; phoneNumber: string; firstName: string; lastName: string };

// One login for the whole file: the journeys follow each other on the same demo data.
test.describe.configure({ mode: 'serial' });
let context: BrowserContext;
let page: Page;
let accountId: number;
let subscription: Subscription;
const tag = Date.now().toString().slice(-10);
/** A fresh IMEI with a valid check digit, unknown to the demo inventory. */
const freshImei = (n: number) => imeiFromBody(`99${tag}${String(n).padStart(2, '0')}`);

async function reportSighting(imei: string, deviceName: string) {
  const res = await page.request.post('/api/network/sightings', {
    headers: { authorization: `Bearer ${NETWORK_KEY}` },
    data: {
      sightings: [
        { imei, phoneNumber: subscription.phoneNumber, seenOn: osloDate(), deviceName, vendor: 'Samsung' },
      ],
    },
  });
  expect(res.ok()).toBe(true);
}

const panel = () => page.getByTestId('discovered-panel');
const row = (device: string) => panel().getByTestId('discovered-row').filter({ hasText: device });
const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  await openLoggedIn(page, 'admin', { path: '/equipment/devices' });
  accountId = await mainAccountId(page);
  const { subscriptionWithUsers } = await gql<{ subscriptionWithUsers: { items: Subscription[] } }>(
    page,
    `query($a: Int!) { subscriptionWithUsers(accountID: $a, includeSubAccounts: false, limit: 20) {
      items { subscriptionID phoneNumber firstName lastName } } }`,
    { a: accountId },
  );
  subscription = subscriptionWithUsers.items.find((s) => s.firstName)!;
});
test.afterAll(() => context.close());

test.describe('Newly discovered (001 §2, §4)', () => {
  test('an IMEI the network reports is allocated to the suggested employee and is then theirs', async () => {
    const name = `Galaxy E2E ${tag}`;
    const employee = `${subscription.firstName} ${subscription.lastName}`;
    await reportSighting(freshImei(1), name);
    await page.goto('/equipment/devices');
    await expect(row(name)).toBeVisible();
    await expect(row(name)).toContainText(employee);
    await expect(panel().getByTestId('discovered-count')).toHaveText(/^\d+$/);
    await expectAccessible(page, 'devices tab with the Newly discovered panel');

    await row(name)
      .getByRole('button', { name: `Tildel Samsung ${name}` })
      .click();
    await page.getByRole('menuitem', { name: `Tildel til ${employee}` }).click();
    await expect(toast('Enheten er tildelt')).toBeVisible();
    await expect(row(name)).toHaveCount(0);

    // Found on the employee: the equipment users tab, their devices.
    await page.goto(`/equipment/users?q=${encodeURIComponent(employee)}`);
    await page.getByRole('button', { name: employee, exact: true }).click();
    await page.getByTestId('equipment-user-panel').getByRole('tab', { name: 'Enheter' }).click();
    await expect(page.getByTestId('user-device-row').filter({ hasText: name })).toBeVisible();
  });

  test('a device whose IMEI the inventory has opens Device already exists, and Yes updates that device', async () => {
    const { discoveredDevices } = await gql<{
      discoveredDevices: {
        devices: {
          ID: number;
          imei: string | null;
          description: string;
          vendorName: string | null;
          user: { catalogID: number; firstName: string; lastName: string } | null;
        }[];
      };
    }>(
      page,
      `query($a: Int!) { discoveredDevices(accountID: $a, limit: 200) { devices { ID imei description vendorName
        user { catalogID firstName lastName } } } }`,
      { a: accountId },
    );
    let known: (typeof discoveredDevices.devices)[number] | undefined;
    for (const d of discoveredDevices.devices) {
      if (!d.imei || !d.user) continue;
      const { devices } = await gql<{ devices: { totalCount: number } }>(
        page,
        'query($a: Int!, $s: String) { devices(accountID: $a, search: $s) { totalCount } }',
        { a: accountId, s: d.imei },
      );
      if (devices.totalCount > 0) {
        known = d;
        break;
      }
    }
    expect(known, 'the demo data has a discovered device whose IMEI exists').toBeDefined();
    const k = known!;
    const label = [k.vendorName, k.description].filter(Boolean).join(' ');
    await page.goto('/equipment/devices');
    const target = panel().getByTestId('discovered-row').filter({ hasText: k.imei! });
    await target.getByRole('button', { name: `Tildel ${label}` }).click();
    await page.getByRole('menuitem', { name: `Tildel til ${k.user!.firstName} ${k.user!.lastName}` }).click();
    const prompt = page.getByRole('dialog', { name: 'Enheten finnes allerede' });
    await expect(prompt).toContainText(k.imei!);
    await expectAccessible(page, 'Device already exists prompt');
    await prompt.getByRole('button', { name: 'Ja' }).click();
    await expect(toast('Enheten er oppdatert fra den oppdagede enheten')).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect(target).toHaveCount(0);
    const { devices } = await gql<{
      devices: { devices: { description: string; catalogID: number | null }[] };
    }>(
      page,
      'query($a: Int!, $s: String) { devices(accountID: $a, search: $s) { devices { description catalogID } } }',
      { a: accountId, s: k.imei },
    );
    expect(devices.devices[0]).toEqual({ description: k.description, catalogID: k.user!.catalogID });
  });

  test('two dismissed devices leave the list and show again only with Show dismissed devices', async () => {
    const names = [`Dismiss A ${tag}`, `Dismiss B ${tag}`];
    await reportSighting(freshImei(2), names[0]!);
    await reportSighting(freshImei(3), names[1]!);
    await page.goto('/equipment/devices');
    for (const name of names)
      await panel()
        .getByRole('checkbox', { name: `Velg Samsung ${name}` })
        .check();
    await expect(panel()).toContainText('2 valgt');
    await panel().getByRole('button', { name: 'Avvis valgte' }).click();
    await expect(toast('Enhetene er avvist')).toBeVisible();
    for (const name of names) await expect(row(name)).toHaveCount(0);

    await panel().getByLabel('Vis avviste enheter').check();
    for (const name of names) {
      await expect(row(name)).toContainText(`Avvist ${formatDate(osloDate())}`);
      // A dismissed device cannot be selected.
      await expect(row(name).getByRole('checkbox')).toHaveCount(0);
    }
    await expectAccessible(page, 'Newly discovered with dismissed devices');
    await panel().getByLabel('Vis avviste enheter').uncheck();
    for (const name of names) await expect(row(name)).toHaveCount(0);
  });
});
