import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from './api/session-storage.ts';
import { App } from './app/app.tsx';
import { Providers } from './app/providers.tsx';
import { preloadScreenAt } from './app/routes.tsx';
import { askSessionInfo } from './app/shell.tsx';
import { startI18n } from './i18n/index.ts';
import { appTexts } from './i18n/resources.ts';

/**
 * The entry of index.html: the app with its shell; the session pages are login.html (session-main.tsx). The common
 * texts, the session user and the screen of the address load at once, not one after another.
 */
const started = startI18n(appTexts);
// The browser opens six connections to the server: the session's question first, then the screen's many small files.
askSessionInfo();
preloadScreenAt(window.location.pathname, getToken() !== null);
await started;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
