const KEY = 'connect.accessDenied';

/**
 * The app lost its session (000 §8): the login page, a page of its own, shows the Access Denied notice with its Log in
 * action once, as the app's notice would have stayed on screen.
 */
export function noteAccessDenied() {
  sessionStorage.setItem(KEY, '1');
}

export function takeAccessDeniedNote(): boolean {
  const denied = sessionStorage.getItem(KEY) === '1';
  sessionStorage.removeItem(KEY);
  return denied;
}
