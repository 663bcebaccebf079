import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { serverRenderedPages } from './vite-dev-ssr.ts';
import { precompress } from './vite-precompress.ts';
import { pureSchemas } from './vite-pure-schemas.ts';

// Two builds: the browser's (dist/client: hashed scripts and styles, and the manifest the server
// reads to name a page's files) and the server renderer (dist/server/entry-server.js), which the
// api loads to render every page. Vite itself compiles the JSX (tsconfig's react-jsx).

// The api serves /api and /uploads; in development Vite forwards both so the app keeps one origin.
const api = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [tailwindcss(), pureSchemas(), precompress(), serverRenderedPages(api)],
  // The server build takes every package in (workspace ones ship TypeScript sources), so React's
  // production build is the one that renders pages, whatever NODE_ENV the api runs under.
  ssr: { noExternal: isSsrBuild ? true : ['@adepa/contract'] },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    // The Host header is kept, so the api sees the page's own origin (its refresh-cookie call
    // refuses requests from other origins).
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        // One file: a running server never finds a page's chunk replaced by a later build.
        rolldownOptions: { input: 'src/entry-server.tsx', output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist/client',
        assetsDir: 'assets',
        emptyOutDir: true,
        // The server reads it to name the entry, the stylesheet and a page's own chunks.
        manifest: true,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // Few, large files, since on a phone's link each wave of requests pays the latency
          // again. React, react-dom and the scheduler in a chunk of their own (they change only
          // with React); the app (src/hydrate-page.tsx and all it imports: router, query cache,
          // layouts) in another; small modules shared by a few pages are copied into each of
          // their chunks rather than split into files of a few hundred bytes, so a page's own
          // chunk is one file. (Copying needs strict execution order, which Rolldown then turns
          // on: each module runs when first imported, as written.) Vite's dynamic-import helper
          // is kept out of the app, in a tiny chunk, so the entry loads it without the app.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 8192 },
              groups: [
                { name: 'runtime', test: /^\0vite[\\/]preload-helper/, priority: 3 },
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                { name: 'app', test: /[\\/]src[\\/]hydrate-page\.tsx$/, priority: 1 },
              ],
            },
          },
          // React Query's modules open with "use client", which only frameworks with server
          // components act on; it says nothing to this build.
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client'))
              return;
            warn(warning);
          },
        },
      },
}));
