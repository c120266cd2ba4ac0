import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // The SPA imports shared validation messages from ../domain.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/docs': { target: apiTarget, changeOrigin: true },
    },
  },
});
