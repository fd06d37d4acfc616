// The counting behind `npm test`'s closing line: tests passed, failed and skipped across every
// runner (Jest, Playwright, node's test runner, and single checks such as lint), and which tests
// were skipped. A skip is accepted only with a reason (a service the run could not find); any
// other skipped test counts as failed, so a test cannot drop out of the run unnoticed.

export class Tally {
  passed = 0;
  failed = 0;
  skipped = 0;
  /** Full names of the skipped tests, by the runner that reported them. */
  skippedTests = [];

  /** One check that is not a test runner (type checks, lint, build...). */
  check(ok) {
    this[ok ? 'passed' : 'failed'] += 1;
  }

  /** Jest's `--json` report. A suite that fails to load has no failed test but fails the run. */
  addJest(report) {
    this.passed += report.numPassedTests;
    this.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo') this.skip(test.fullName);
      }
    }
  }

  /** Playwright's JSON report. Nothing in the browser suite may be skipped. */
  addPlaywright({ stats }) {
    this.passed += stats.expected + stats.flaky;
    this.failed += stats.unexpected + (stats.skipped ?? 0);
  }

  /** The summary lines of node's test runner in TAP (`# pass 3`, `# fail 0`, `# skipped 0`...). */
  addNodeTap(tap) {
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? NaN);
    const [pass, fail, cancelled, skipped, todo] = ['pass', 'fail', 'cancelled', 'skipped', 'todo'].map(count);
    if (Number.isNaN(pass)) {
      this.failed += 1; // no summary: the runner itself failed
      return;
    }
    this.passed += pass;
    this.failed += fail + (cancelled || 0) + (skipped || 0) + (todo || 0);
  }

  skip(name) {
    this.skipped += 1;
    this.skippedTests.push(name);
  }

  /**
   * Skips are accepted when the run knows why (`reason`, e.g. no Redis); without a reason every
   * skipped test is turned into a failure. Returns the lines to print about them.
   */
  settleSkips(reason, hint) {
    if (this.skipped === 0) return [];
    const names = this.skippedTests.map((name) => `  - ${name}`);
    if (reason) return [`Skipped ${this.skipped} test(s): ${reason}.`, ...names, hint].filter(Boolean);
    this.failed += this.skipped;
    const lines = [`FAILED: ${this.skipped} test(s) were skipped although every service they need was there:`, ...names];
    this.skipped = 0;
    return lines;
  }

  /** `N passed, N failed`, with `, K skipped` only when something was skipped. */
  closingLine() {
    return `${this.passed} passed, ${this.failed} failed${this.skipped > 0 ? `, ${this.skipped} skipped` : ''}`;
  }
}
