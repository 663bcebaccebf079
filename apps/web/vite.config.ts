import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The api serves /api and /uploads; in development Vite forwards both so the app keeps one origin.
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: {
    // The Host header is kept, so the api sees the page's own origin (its refresh-cookie call
    // refuses requests from other origins).
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      // packages/contract builds zod schemas at module top level. The storefront imports only
      // plain helpers from those modules (formatCedi, imageVariant, defaultShop...); marking
      // zod's builders pure lets unused schemas, and zod with them, drop out of the bundle.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
