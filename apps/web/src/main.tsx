import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { Providers } from './app/providers.tsx';
import { startI18n } from './i18n/index.ts';
import { appTexts } from './i18n/resources.ts';

/** The entry of index.html: the app with its shell; the session pages are login.html (session-main.tsx). */
await startI18n(appTexts);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
