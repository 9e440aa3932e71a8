import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, profileWorld } from '../../../../test/factories/profile-world.ts';
import type { TestServer } from '../../../../test/test-server.ts';

/** Payment profiles: the list, the catalogue and creating a profile, on the world of factories/profile-world.ts. */
describe('payment profiles', () => {
  let s: TestServer;
  let admin: string;
  let costControl: string;
  let other: string;
  let cat: Awaited<ReturnType<typeof profileWorld>>['cat'];
  let main: number;
  let w: Awaited<ReturnType<typeof profileWorld>>;
  beforeAll(async () => {
    w = await profileWorld();
    ({ s, admin, costControl, other, cat, main } = w);
  });
  afterAll(() => w.s.close());
  const create = (...a: Parameters<typeof w.create>) => w.create(...a);
  const list = (...a: Parameters<typeof w.list>) => w.list(...a);
  const newAccount = (...a: Parameters<typeof w.newAccount>) => w.newAccount(...a);
  const defaultsOf = (...a: Parameters<typeof w.defaultsOf>) => w.defaultsOf(...a);

  describe('list and catalogue', () => {
    it("lists the account's profiles with settings, rules and member counts, the standard one first", async () => {
      const res = await list(costControl, main);
      expect(res.errors).toBeUndefined();
      const profiles = res.data!.paymentProfiles;
      expect(profiles.map((p) => p.description)).toEqual(['Standard', 'Begrenset']);
      expect(profiles[0]!.default).toBe(true);
      expect(profiles.filter((p) => p.default)).toHaveLength(1);
      const standard = profiles.find((p) => p.description === 'Standard')!;
      expect(standard.memberCount).toBe(2);
      expect(standard.settings.sendSMSReport).toBe(true);
      const group = standard.rules.groups.find((g) => g.groupName === 'Tale og SMS')!;
      expect(group.categoryGroupIDs.sort()).toEqual([cat.calls, cat.sms].sort());
      expect(group.limit).toBe(500);
      const calls = standard.rules.categories.find((c) => c.ID === cat.calls)!;
      expect(calls).toMatchObject({ groupID: group.groupID, limit: 500, limited: true });
      expect(standard.rules.categories).toHaveLength(7);
    });

    it("answers another customer's account as not found", async () => {
      expect(codeOf(await list(admin, w.otherAccount.id))).toBe('NOT_FOUND');
      // The cost-control admin may not see Vest, another account of the same customer.
      expect(codeOf(await list(costControl, w.west))).toBe('NOT_FOUND');
    });

    it('gives the category catalogue and the SMS senders of the customer', async () => {
      const res = await s.gql<{
        paymentCategoryGroups: { ID: number; groupable: boolean }[];
        smsSenders: { sender: string }[];
      }>(
        admin,
        `query($accountID: Int) { paymentCategoryGroups { ID groupable reportable description } smsSenders(accountID: $accountID) { sender } }`,
        { accountID: main },
      );
      expect(res.data!.paymentCategoryGroups.find((c) => c.ID === cat.subscription)!.groupable).toBe(false);
      expect(res.data!.smsSenders.map((x) => x.sender)).toEqual(['Connect', 'Profiltest']);
      const others = await s.gql<{ smsSenders: { sender: string }[] }>(other, '{ smsSenders { sender } }');
      expect(others.data!.smsSenders.map((x) => x.sender)).toEqual(['Connect', 'Vestkyst']);
      const prices = await s.gql<{ smsPrices: object }>(
        admin,
        '{ smsPrices { norwegian international charactersPerSms } }',
      );
      expect(prices.data!.smsPrices).toEqual({ norwegian: 0.49, international: 3.99, charactersPerSms: 160 });
    });
  });

  describe('create', () => {
    it("makes the account's first profile its standard profile, and later ones not", async () => {
      const account = await newAccount('Ny avdeling');
      const first = await create(admin, account, { description: '  Første  ' });
      expect(first.errors).toBeUndefined();
      expect(first.data!.createPaymentProfile).toMatchObject({
        description: 'Første',
        default: true,
        memberCount: 0,
        version: 1,
      });
      expect(first.data!.createPaymentProfile.settings).toEqual({
        smsPaymentMode: 'deduct',
        defaultReportMode: 'private',
        mandatoryCommentInReport: false,
        sendSMSReport: false,
        smsReportText: '',
        smsSender: null,
        sendWelcomeSMS: false,
        dueDateDay: 15,
        reportGenericTraffic: false,
        automaticApproval: false,
      });
      // Every category gets a rule: covered and unlimited until the admin says otherwise.
      expect(first.data!.createPaymentProfile.rules.categoryGroups.every((r) => r.covers && !r.limited)).toBe(
        true,
      );
      const second = await create(admin, account, { description: 'Andre' });
      expect(second.data!.createPaymentProfile.default).toBe(false);
      expect(await defaultsOf(account)).toEqual([first.data!.createPaymentProfile.ID]);
    });

    it('takes settings, rules and members in one go', async () => {
      const sub = w.free[0]!;
      const res = await create(
        admin,
        main,
        {
          description: 'Prosjekt',
          settings: {
            sendSMSReport: true,
            smsSender: 'Profiltest',
            dueDateDay: 20,
            mandatoryCommentInReport: true,
          },
          rules: {
            categoryGroups: [
              { categoryGroupID: cat.calls, covers: true, limited: true, limit: 250.5, report: true },
            ],
            groups: [
              {
                groupName: 'Data og SMS',
                categoryGroupIDs: [cat.data, cat.sms],
                covers: true,
                limited: true,
                limit: 400,
              },
            ],
          },
        },
        [sub],
      );
      expect(res.errors).toBeUndefined();
      const p = res.data!.createPaymentProfile;
      expect(p.memberCount).toBe(1);
      expect(p.settings).toMatchObject({
        sendSMSReport: true,
        smsSender: 'Profiltest',
        dueDateDay: 20,
        mandatoryCommentInReport: true,
      });
      expect(p.rules.categoryGroups.find((r) => r.categoryGroupID === cat.calls)).toMatchObject({
        limit: 250.5,
        report: true,
      });
      expect(p.rules.groups).toEqual([
        expect.objectContaining({
          groupName: 'Data og SMS',
          limit: 400,
          categoryGroupIDs: [cat.sms, cat.data].sort((a, b) => a - b),
        }),
      ]);
    });

    it.each([
      [{ description: '   ' }, 'description'],
      [{ description: 'X', settings: { dueDateDay: 9 } }, 'profile.settings.dueDateDay'],
      [{ description: 'X', settings: { dueDateDay: 32 } }, 'profile.settings.dueDateDay'],
      [{ description: 'X', settings: { smsSender: 'Vestkyst' } }, 'settings.smsSender'],
      [{ description: 'X', settings: { reportGenericTraffic: true } }, 'settings.reportGenericTraffic'],
      [
        { description: 'X', settings: { sendSMSReport: true, mandatoryCommentInReport: true } },
        'settings.mandatoryCommentInReport',
      ],
      [
        { description: 'X', settings: { mandatoryCommentInReport: true, reportGenericTraffic: false } },
        'settings.mandatoryCommentInReport',
      ],
    ])('refuses %j (%s)', async (profile, field) => {
      const res = await create(admin, main, profile);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect((res.errors![0]!.extensions as { details?: { field?: string } }).details?.field).toBe(field);
    });

    it('refuses rules that group what is not groupable, report what is not reportable, or report without SMS', async () => {
      const group = { covers: true, limited: true, limit: 100 };
      const cases = [
        { groups: [{ ...group, groupName: 'Feil', categoryGroupIDs: [cat.subscription, cat.calls] }] },
        { categoryGroups: [{ categoryGroupID: cat.other, covers: true, limited: false, report: true }] },
        { categoryGroups: [{ categoryGroupID: cat.calls, covers: true, limited: true, limit: -5 }] },
      ];
      for (const rules of cases)
        expect(codeOf(await create(admin, main, { description: 'X', rules }))).toBe('BAD_USER_INPUT');
      expect(
        codeOf(
          await create(admin, main, {
            description: 'X',
            rules: {
              categoryGroups: [{ categoryGroupID: cat.calls, covers: true, limited: false, report: true }],
            },
          }),
        ),
      ).toBe('BAD_USER_INPUT');
    });

    it("refuses members outside the account's tree as not found, writing nothing", async () => {
      const before = await list(admin, main);
      const res = await create(admin, main, { description: 'Utenfor' }, [w.otherSubscription]);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect((await list(admin, main)).data!.paymentProfiles.length).toBe(
        before.data!.paymentProfiles.length,
      );
    });
  });
});
