import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/compress.ts';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/oidc': api },
  },
  // The manifest tells the budget check which files each route loads.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
