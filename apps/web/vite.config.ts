import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { pureSchemas } from './vite-pure-schemas.ts';

// The api serves /api and /uploads; in development Vite forwards both so the app keeps one origin.
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [tailwindcss(), pureSchemas(), precompress()],
  // The app is written against React's API and runs on Preact's compatibility layer, about
  // 45 KiB gzip less than react-dom on every first visit. Deleting these aliases switches back.
  // Vite itself compiles the JSX (tsconfig's react-jsx: imports from react/jsx-runtime).
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    ],
  },
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
    // The api reads it to name a page's own chunk in that page's HTML (modulepreload).
    manifest: true,
    rolldownOptions: {
      // React Query's modules open with "use client", which only servers act on; the React
      // plugin used to hide this warning, and it says nothing about a browser-only app.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client'))
          return;
        warn(warning);
      },
    },
  },
});
