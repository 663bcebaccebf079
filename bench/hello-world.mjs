// A bare Fastify hello-world, the ceiling every api figure is compared with: what this Node and
// Fastify answer on this core with nothing of the shop in the way. Plain JavaScript, as the api
// runs compiled, and Fastify as apps/api resolves it, so both use the same copy.
//   taskset -c 0 node bench/hello-world.mjs   (prints its address once it listens)

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const fromApi = createRequire(new URL('../apps/api/package.json', import.meta.url));
const { default: Fastify } = await import(pathToFileURL(fromApi.resolve('fastify')).href);

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
process.stdout.write(`${address}\n`);
