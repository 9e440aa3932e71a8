// The session user, asked for as soon as the page has read this file, while the app's code is still on its way
// (issue 31 §5: on a phone's connection the screen's questions wait for the answer). The app takes the answer once
// (takeEarlySessionInfo, features/platform/session/session-api.ts), as its own GET /api/session/info would have
// asked: the bearer token of local storage (TOKEN_KEY, api/session-storage.ts), credentials included.
(() => {
  const token = localStorage.getItem('connect.token');
  if (!token) return;
  const asked = fetch('/api/session/info', {
    credentials: 'include',
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  // A failure is the app's to show when it takes the answer, not an unhandled rejection before that.
  asked.catch(() => {});
  window.connectSessionInfo = asked;
})();
