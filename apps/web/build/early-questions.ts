import {
  EmployeeHomeDocument,
  EnabledServicesDocument,
  MyDeductionTermsDocument,
  UsageReportDocument,
  WebshopConfiguredDocument,
} from '../src/gql/graphql.ts';

/**
 * A GraphQL question index.html's first script asks (public/session-early.js) while the app's code is still on its
 * way (issue 31 §5), for the app to take when it asks the same (api/early-answers.ts): the operation's text and its
 * variables, where `{ "segment": "token" }` is the address's segment named `:token` in the route.
 */
export type EarlyQuestion = { query: string; variables: Record<string, string | { segment: string }> };

const ask = (
  document: { toString(): string },
  variables: EarlyQuestion['variables'] = {},
): EarlyQuestion => ({
  query: document.toString(),
  variables,
});

/**
 * The shell's first question, on every screen: the services, which it waits for before showing any screen. Not the
 * top bar's accounts: asked this early, the dashboard's first row came 2 s later on the phone profile and no list's
 * came sooner (issue 31 §5, a quiet pair of bench runs).
 */
const SHELL = [ask(EnabledServicesDocument)];

/**
 * The questions of a screen's first answers that need nothing but the address: those its `askData` asks first
 * (routes.tsx), and the shell's. What they lead to (an employee's policy, once their account is known) is still
 * asked by the app. A route not named here asks the shell's.
 */
export const EARLY_QUESTIONS: Record<string, EarlyQuestion[]> = {
  '/home': [...SHELL, ask(EmployeeHomeDocument), ask(MyDeductionTermsDocument)],
  '/webshop': [...SHELL, ask(WebshopConfiguredDocument), ask(EmployeeHomeDocument)],
  '/report/:token': [
    ...SHELL,
    ask(UsageReportDocument, { token: { segment: 'token' } }),
    ask(MyDeductionTermsDocument),
  ],
};

export const earlyQuestionsOf = (route: string): EarlyQuestion[] => EARLY_QUESTIONS[route] ?? SHELL;
