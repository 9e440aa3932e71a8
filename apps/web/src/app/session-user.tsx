import { createContext, useContext } from 'react';
import type { SessionInfo } from '../features/platform/session/session-api.ts';

/** The logged-in person with the services enabled for their customer (getEnabledServices, 000 §6). */
export type SessionUser = SessionInfo & { enabledServices: string[] };

const SessionUserContext = createContext<SessionUser | null>(null);
export const SessionUserProvider = SessionUserContext.Provider;

/** Inside the shell only: the shell renders nothing until the session user and services are loaded. */
export function useSessionUser(): SessionUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser is for screens inside the application shell.');
  return user;
}
