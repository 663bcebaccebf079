import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { API_CORE } from './api-process.ts';
import { type Figures, measure, NO_BASELINES } from './measure.ts';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hello-world.mjs');

/**
 * The bare Fastify hello-world, started by the same Node on the api's core and measured as every
 * scenario is; its req/s is the `helloRatio` baseline of the figures measured after it.
 */
export async function measureHelloWorld(): Promise<Figures> {
  const child = spawn('taskset', ['-c', API_CORE, process.execPath, script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    const listening = once(createInterface({ input: child.stdout }), 'line');
    const [url] = (await Promise.race([
      listening,
      exited.then(([code]) => {
        throw new Error(`the hello-world exited with ${code} before it listened`);
      }),
    ])) as [string];
    process.stderr.write('  bare Fastify hello-world...\n');
    const figures = await measure(
      url,
      child.pid!,
      { name: 'hello-world (bare Fastify)', method: 'GET', paths: ['/'] },
      NO_BASELINES,
    );
    console.log(
      `\nBare Fastify hello-world on core ${API_CORE}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99Ms.toFixed(1)} ms`,
    );
    return figures;
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
}
