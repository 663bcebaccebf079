import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_CORE, memoryOf } from './api-process.ts';
import { jsonOutput } from './json-output.ts';
import type { LoadResult, LoadSpec } from './load-spec.ts';

const runner = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-runner.ts');

export interface Measured extends LoadResult {
  /** The api's largest resident memory seen during the run, in MB. */
  peakRssMb: number;
}

/** Runs the load on its own core while watching the api's memory. */
export async function runLoad(spec: LoadSpec, apiPid: number): Promise<Measured> {
  let peakRssMb = 0;
  const sample = () => {
    try {
      peakRssMb = Math.max(peakRssMb, memoryOf(apiPid).rssMb);
    } catch {
      // the api is gone; the load reports the errors
    }
  };
  const sampler = setInterval(sample, 200);
  try {
    const result = await jsonOutput<LoadResult>('the load runner', 'taskset', [
      '-c',
      LOAD_CORE,
      process.execPath,
      '--import',
      'tsx',
      runner,
      JSON.stringify(spec),
    ]);
    sample();
    return { ...result, peakRssMb };
  } finally {
    clearInterval(sampler);
  }
}
