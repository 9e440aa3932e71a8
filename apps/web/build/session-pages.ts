// A relative path: Vite bundles the config's own files, while a workspace package would be loaded by Node as .ts.

import type { Plugin } from 'vite';
import { isSessionPage } from '../../../packages/shared/src/constants.ts';

/** The dev server answers login.html for the session pages, as the server does for the build (http/web-app.ts). */
export function sessionPages(): Plugin {
  return {
    name: 'connect:session-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && (req.method === 'GET' || req.method === 'HEAD') && isSessionPage(req.url)) {
          req.url = '/login.html';
        }
        next();
      });
    },
  };
}
