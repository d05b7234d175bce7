/** Ends each run with the plain closing line CI reads: "Tests: N passed, N failed[, N skipped]". */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
    }
    const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
    console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
  }
}
