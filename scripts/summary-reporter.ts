import type { Reporter, TestModule } from 'vitest/node';
import { reportCounts } from './test-counts.mjs';

/** Counts the run, every project of it, as one closing line: "N passed, N failed". */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    for (const module of testModules) {
      let failedTests = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedTests++;
      }
      // A file that failed without a failed test (it did not load, or its beforeAll threw and
      // its tests were skipped) counts once.
      failed += module.state() === 'failed' && failedTests === 0 ? 1 : failedTests;
    }
    reportCounts({ passed, failed });
  }
}
