import type { CreatePageRenderer } from '@adepa/contract/page-render';
import type { ShopSettings } from '@adepa/contract/shop';
import type { Plugin } from 'vite';

// Under `npm run dev` the pages are rendered on the server too, by the sources Vite serves (so a
// change shows on the next load), reading the catalogue from the api in watch mode. The shop's
// identity is the default one here; the api's environment sets it in production.

const NOT_PAGES = /^\/(?:api|uploads|assets|src|node_modules|@[\w-]+)(?:\/|$)|\.\w+(?:\?|$)/;

export function serverRenderedPages(apiOrigin: string): Plugin {
  return {
    name: 'adepa:dev-ssr',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      const port = () => server.config.server.port ?? 5173;
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const url = req.originalUrl ?? req.url ?? '/';
          if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(url)) return next();
          try {
            const entry = await server.ssrLoadModule('/src/entry-server.tsx');
            const contract = await server.ssrLoadModule('@adepa/contract/shop');
            const render = (entry.createPageRenderer as CreatePageRenderer)({
              shop: contract.defaultShop as ShopSettings,
              publicUrl: `http://localhost:${port()}`,
              fetch: (path) => fetch(new URL(path, apiOrigin)),
              onError: (error) => server.config.logger.error(String(error)),
            });
            const page = await render(url);
            res.statusCode = page.status;
            if ('location' in page) {
              res.setHeader('location', page.location);
              res.end();
              return;
            }
            res.setHeader('content-type', 'text/html; charset=utf-8');
            for await (const chunk of page.body) res.write(chunk);
            res.end();
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
