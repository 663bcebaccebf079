// `npm test`: what the tests need on this machine (scripts/test-machine.mjs), then the unit and
// API tests (Vitest), then the browser journeys (Playwright), each with its own output; the last
// line adds both up, "N passed, N failed", and is what CI reads. Exits 1 when a test failed or a
// runner failed, including one that stopped before it could count.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTS_FILE_VARIABLE, readCounts, summaryLine } from './test-counts.mjs';
import { ensureTestMachine } from './test-machine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const runners = [
  { name: 'Vitest', command: bin('vitest'), args: ['run'] },
  { name: 'Playwright', command: bin('playwright'), args: ['test'] },
];

/** Runs one runner to its end: its exit code (1 if it could not start or a signal ended it). */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

try {
  await ensureTestMachine();
} catch (error) {
  console.error(error.message);
  console.log(`\n${summaryLine({ passed: 0, failed: 1 })}`);
  process.exit(1);
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'adepa-test-counts-'));
const total = { passed: 0, failed: 0 };
try {
  for (const [index, runner] of runners.entries()) {
    const countsFile = path.join(scratch, `${index}.json`);
    const code = await run(runner.command, runner.args, {
      ...process.env,
      [COUNTS_FILE_VARIABLE]: countsFile,
    });
    const counts = readCounts(countsFile);
    if (!counts) {
      // It stopped before its reporter ran: nothing it would have run is known to pass.
      console.error(`\n${runner.name} exited with ${code} before counting its tests.`);
      total.failed++;
      continue;
    }
    console.log(`\n${runner.name}: ${summaryLine(counts)}`);
    total.passed += counts.passed;
    // A runner that failed without a failed test (a setting it refused, say) counts once.
    total.failed += code !== 0 && counts.failed === 0 ? 1 : counts.failed;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(`\n${summaryLine(total)}`);
process.exitCode = total.failed > 0 ? 1 : 0;
