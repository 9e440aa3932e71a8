import { formatDate, osloDate } from '@connect/shared';
import { expect, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';

type Rules = {
  cePolicyRulesForNewEmployees: {
    version: number;
    departmentOptions: { departmentID: number; name: string }[];
    policyOptions: { policyID: number; name: string }[];
  };
};
const RULES = `query($a: Int!) { cePolicyRulesForNewEmployees(accountID: $a) { version
  departmentOptions { departmentID name } policyOptions { policyID name } } }`;
const SAVE = `mutation($a: Int!, $v: Int!) {
  saveCEPolicyRulesForNewEmployees(accountID: $a, departments: [], version: $v) { version } }`;
const MOVE = `mutation($a: Int!, $u: Int!, $d: Int!) {
  moveUserToDepartment(accountID: $a, userID: $u, departmentID: $d) { changesPolicy } }`;

/** The first day of the next month, as the preview shows it (DD.MM.YYYY). */
function nextMonth(): string {
  const [y, m] = osloDate(new Date()).split('-').map(Number) as [number, number];
  return formatDate(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`);
}

/**
 * Issue 33 §2 on the demo company: the equipment admin sets the rules for new employees (a default and one
 * department's own policy), then moves a member to that department and sees, before saving, the policy they get
 * from the next month. Puts back the rules (none), the person's department and drops the planned change.
 */
test('rules for new employees and a department move with its preview', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/policies' });
  const accountId = await mainAccountId(page);
  const rules = (await gql<Rules>(page, RULES, { a: accountId })).cePolicyRulesForNewEmployees;
  const policyName = (id: number | null) => rules.policyOptions.find((p) => p.policyID === id)?.name;
  const { users } = await gql<{
    users: {
      users: {
        policyID: number | null;
        bnUser: { catalogID: number; firstName: string; lastName: string; bnDepartmentName: string | null };
      }[];
    };
  }>(
    page,
    `query($a: Int!) { users(accountID: $a, limit: 200) { users { policyID
      bnUser { catalogID firstName lastName bnDepartmentName } } } }`,
    { a: accountId },
  );
  const person = users.users.find(
    (u) => policyName(u.policyID) === 'Standard' && u.bnUser.bnDepartmentName,
  )!.bnUser;
  const from = rules.departmentOptions.find((d) => d.name === person.bnDepartmentName)!;
  const to = rules.departmentOptions.find((d) => d.name !== from.name)!;
  const name = `${person.firstName} ${person.lastName}`;

  try {
    await page.getByRole('button', { name: 'Regler for nye ansatte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regler for nye ansatte' });
    await expect(dialog.getByText('Ingen avdelinger har egen avtale.')).toBeVisible();
    await dialog.getByLabel('Standardavtale', { exact: true }).click();
    await page.getByRole('option', { name: 'Lærlinger' }).click();
    // The keyboard adds a department rule.
    await dialog.getByRole('button', { name: 'Legg til avdeling' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeDisabled();
    await dialog.getByLabel('Avdeling, regel 1', { exact: true }).click();
    await page.getByRole('option', { name: to.name, exact: true }).click();
    await dialog.getByLabel('Avtale, regel 1', { exact: true }).click();
    await page.getByRole('option', { name: 'Ledere' }).click();
    await expectAccessible(page, 'rules for new employees');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'rules for new employees, phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Reglene for nye ansatte er lagret')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Opened again, it shows what was saved.
    await page.getByRole('button', { name: 'Regler for nye ansatte' }).click();
    await expect(dialog.getByLabel('Standardavtale', { exact: true })).toHaveValue('Lærlinger');
    await expect(dialog.getByLabel('Avtale, regel 1', { exact: true })).toHaveValue('Ledere');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();

    await page.goto(`/equipment/users/${person.catalogID}/policy`);
    const panel = page.getByTestId('equipment-user-panel');
    await panel.getByRole('button', { name: 'Bytt avdeling' }).click();
    const move = page.getByRole('dialog', { name: `Bytt avdeling for ${name}` });
    await move.getByLabel('Ny avdeling', { exact: true }).click();
    await page.getByRole('option', { name: to.name, exact: true }).click();
    const preview = move.getByTestId('department-move-preview');
    await expect(preview).toContainText(`Avdeling: ${from.name} → ${to.name}, fra nå.`);
    await expect(preview).toContainText(`Utstyrsavtale: Standard → Ledere fra ${nextMonth()}.`);
    await expectAccessible(page, 'department move');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'department move, phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await move.getByRole('button', { name: 'Bytt avdeling' }).click();
    await expect(page.getByText(`${name} har byttet avdeling`)).toBeVisible();
    // The department changes now; the policy stays Standard this month.
    await expect(panel.getByText(`${to.name} · Standard`)).toBeVisible();
  } finally {
    // Back as it was: no rules, the old department; with no rule the policy is kept and the planned change dropped.
    const version = (await gql<Rules>(page, RULES, { a: accountId })).cePolicyRulesForNewEmployees.version;
    await gql(page, SAVE, { a: accountId, v: version });
    const back = await gql<{ moveUserToDepartment: { changesPolicy: boolean } }>(page, MOVE, {
      a: accountId,
      u: person.catalogID,
      d: from.departmentID,
    });
    expect(back.moveUserToDepartment.changesPolicy).toBe(false);
  }
});
