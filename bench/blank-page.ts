import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// The yardstick for Lighthouse on a shared, noisy machine: a page with nothing to load or run.
// Whatever it scores in the same run is the best any page can score there. It shows one word,
// since Lighthouse gives up on a page that never paints.

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A blank page, measured beside the shop's pages." />
    <link rel="icon" href="data:," />
    <title>Blank</title>
  </head>
  <body>
    <p>Blank</p>
  </body>
</html>
`;

export async function serveBlankPage(): Promise<{ url: string; close: () => Promise<void> }> {
  // Anything but the page itself (robots.txt for the SEO audit) is absent, as on a bare host.
  const server = createServer((request, response) => {
    if (request.url !== '/') response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
