// The session user, and the first questions of the screen the page opens on, asked for as soon as the page has read
// this file, while the app's code is still on its way (issue 31 §5: on a phone's connection the screen waits for
// them). The app takes each answer once, as its own request would have asked: the session user by
// takeEarlySessionInfo (features/platform/session/session-api.ts), a GraphQL answer by takeEarlyAnswer
// (api/early-answers.ts), keyed alike (earlyKey there). The bearer token of local storage (TOKEN_KEY,
// api/session-storage.ts), credentials included. The questions are the route's (build/early-questions.ts), which
// the server writes into the page just before this script (apps/server/src/http/web-app.ts).
(() => {
  const token = localStorage.getItem('connect.token');
  if (!token) return;
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  // A failure is the app's to show when it takes the answer, not an unhandled rejection before that.
  const kept = (asked) => {
    asked.catch(() => {});
    return asked;
  };
  window.connectSessionInfo = kept(fetch('/api/session/info', { credentials: 'include', headers }));

  const island = document.getElementById('connect-early-questions');
  if (!island) return;
  const { route, questions } = JSON.parse(island.textContent);
  const routeSegments = route.split('/').filter(Boolean);
  const pathSegments = location.pathname.split('/').filter(Boolean);
  const segment = (name) => decodeURIComponent(pathSegments[routeSegments.indexOf(`:${name}`)] ?? '');
  const answers = {};
  for (const { query, variables } of questions) {
    const values = {};
    for (const name of Object.keys(variables).sort()) {
      const value = variables[name];
      values[name] = typeof value === 'string' ? value : segment(value.segment);
    }
    answers[`${query}\n${JSON.stringify(values)}`] = kept(
      fetch('/api/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: values }),
      }),
    );
  }
  window.connectEarlyAnswers = { at: performance.now(), answers };
})();
