import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SessionApp } from './features/platform/session/session-app.tsx';
import { startI18n } from './i18n/index.ts';
import { sessionTexts } from './i18n/session-resources.ts';

/** The entry of login.html: the session pages alone, without the app's shell, router, data layer or screens. */
await startI18n(sessionTexts);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionApp />
  </StrictMode>,
);
