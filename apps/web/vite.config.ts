import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { precompress } from './build/compress.ts';
import { gqlDocuments } from './build/gql-documents.ts';
import { routePreloadsFile } from './build/route-preloads.ts';
import { scrollAreaRefs } from './build/scroll-area-refs.ts';
import { sessionPages } from './build/session-pages.ts';
import { startChunks } from './build/start-chunks.ts';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    scrollAreaRefs(),
    gqlDocuments(),
    react(),
    sessionPages(),
    precompress(),
    bundleBudget(),
    routePreloadsFile(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/oidc': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest tells the budget check which files each page and route loads.
    manifest: true,
    // Two pages: the app (index.html) and the session pages (login.html), which load nothing of the app.
    rolldownOptions: {
      input: { app: 'index.html', login: 'login.html' },
      // What the pages load at start in a few large files, not some 60 small ones (build/start-chunks.ts).
      output: {
        codeSplitting: { groups: [{ name: startChunks(import.meta.dirname) }] },
      },
    },
  },
});
