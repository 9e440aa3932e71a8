/**
 * The GraphQL answers index.html's first script asked for while the app's code was on its way (public/session-early.js,
 * issue 31 §5): the app's request for the same question and variables takes the answer instead of asking again,
 * once. An answer not taken within EARLY_ANSWER_MS of that script is left: a later question asks afresh.
 */
const EARLY_ANSWER_MS = 30_000;

type EarlyAnswers = { at: number; answers: Record<string, Promise<Response> | undefined> };

/** The same key as session-early.js writes: the operation's text, then its variables with their names in order. */
export function earlyKey(query: string, variables: unknown): string {
  const values = (variables ?? {}) as Record<string, unknown>;
  const sorted = Object.fromEntries(
    Object.keys(values)
      .sort()
      .map((name) => [name, values[name]]),
  );
  return `${query}\n${JSON.stringify(sorted)}`;
}

export function takeEarlyAnswer(query: string, variables: unknown): Promise<Response> | undefined {
  const early = (window as { connectEarlyAnswers?: EarlyAnswers }).connectEarlyAnswers;
  if (!early) return undefined;
  const key = earlyKey(query, variables);
  const answer = early.answers[key];
  delete early.answers[key];
  return performance.now() - early.at <= EARLY_ANSWER_MS ? answer : undefined;
}
