import { describe, expect, it } from 'vitest';
import { earlyQuestionsOf } from './early-questions.ts';

const names = (route: string) => earlyQuestionsOf(route).map((q) => /query (\w+)/.exec(q.query)?.[1]);

describe('earlyQuestionsOf', () => {
  it("asks the shell's services on every screen, and no more on an administrator's", () => {
    expect(names('/users')).toEqual(['EnabledServices']);
    expect(names('/impersonation-log')).toEqual(['EnabledServices']);
  });

  it("asks the employee's pages' first answers, the report's with the token of its address", () => {
    expect(names('/home')).toEqual(['EnabledServices', 'EmployeeHome', 'MyDeductionTerms']);
    const report = earlyQuestionsOf('/report/:token');
    expect(report.map((q) => q.variables)).toEqual([{}, { token: { segment: 'token' } }, {}]);
    expect(report[1]!.query).toMatch(/^\s*query UsageReport\(\$token: String!\)/);
  });
});
