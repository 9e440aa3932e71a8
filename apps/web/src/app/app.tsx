import { startTransition, useLayoutEffect, useState } from 'react';
import { Router, useRoutes } from 'react-router';
import { createGuardedHistory, GuardedHistoryContext } from '../ui/guarded-history.ts';
import { routes } from './routes.tsx';

/**
 * React Router in its declarative mode, over a history that can hold a move for the unsaved-changes question: the
 * app uses nothing else of the data router (createBrowserRouter), which costs 27 kB of brotli on every page.
 */
const history = createGuardedHistory();

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  // In a transition, as BrowserRouter does: the screen shown stays while the next one's lazy code arrives.
  useLayoutEffect(() => history.listen((update) => startTransition(() => setShown(update))), []);
  useLayoutEffect(() => history.showing(shown.location), [shown]);
  return (
    <GuardedHistoryContext value={history}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        <AppRoutes />
      </Router>
    </GuardedHistoryContext>
  );
}
