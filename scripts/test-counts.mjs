// What each runner's summary reporter hands on: printed as the closing "N passed, N failed" line
// when the runner is run alone, written to TEST_COUNTS_FILE when `npm test` (test.mjs) runs it and
// prints one line for all of them.
import { readFileSync, writeFileSync } from 'node:fs';

export const COUNTS_FILE_VARIABLE = 'TEST_COUNTS_FILE';

export const summaryLine = ({ passed, failed }) => `${passed} passed, ${failed} failed`;

export function reportCounts(counts) {
  const file = process.env[COUNTS_FILE_VARIABLE];
  if (file) writeFileSync(file, JSON.stringify(counts));
  else console.log(`\n${summaryLine(counts)}`);
}

/** The counts a runner wrote to `file`, or undefined if it wrote none (it did not get that far). */
export function readCounts(file) {
  try {
    const { passed, failed } = JSON.parse(readFileSync(file, 'utf8'));
    return Number.isInteger(passed) && Number.isInteger(failed) ? { passed, failed } : undefined;
  } catch {
    return undefined;
  }
}
