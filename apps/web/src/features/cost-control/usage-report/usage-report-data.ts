import type { Params } from 'react-router';
import { askQuery } from '../../../app/screen-data.ts';
import { MyDeductionTermsQuery } from '../deduction-consent/deduction-consent-api.ts';
import { UsageReportDocument } from './usage-report-api.ts';

/** The usage report's answers at the app's start (screen-data.ts): the report of the link, and the terms to accept. */
export function askData({ token = '' }: Params) {
  return Promise.all([askQuery(UsageReportDocument, { token }), askQuery(MyDeductionTermsQuery, {})]);
}
