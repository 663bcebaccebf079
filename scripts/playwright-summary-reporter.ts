import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { reportCounts } from './test-counts.mjs';

/**
 * Counts a Playwright run as summary-reporter.ts counts a Vitest one: "N passed, N failed".
 * An error outside any test (the global setup threw, a file did not load) counts once, and so
 * does a run that ended badly without a failed test (interrupted, timed out).
 */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;
  private errors = 0;

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  onError() {
    this.errors++;
  }

  onEnd(result: FullResult) {
    let passed = 0;
    let failed = this.errors;
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed++;
      else if (outcome === 'unexpected') failed++;
    }
    if (result.status !== 'passed' && failed === 0) failed = 1;
    reportCounts({ passed, failed });
  }
}
