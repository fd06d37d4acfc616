// The closing line of `npm test` and what counts as skipped or failed (test-tally.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Tally } from './test-tally.mjs';

/** The parts of a Jest `--json` report the tally reads. */
const jestReport = ({ passed = 0, failed = 0, brokenSuites = 0, pending = [] }) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numRuntimeErrorTestSuites: brokenSuites,
  testResults: [{ assertionResults: pending.map((fullName) => ({ status: 'pending', fullName })) }],
});

describe('the closing line', () => {
  it('is `N passed, N failed`, with `, K skipped` only when K > 0', () => {
    const tally = new Tally();
    tally.addJest(jestReport({ passed: 5 }));
    tally.check(true);
    assert.equal(tally.closingLine(), '6 passed, 0 failed');
    tally.skip('api rate limits in Redis shares one count');
    assert.equal(tally.closingLine(), '6 passed, 0 failed, 1 skipped');
  });

  it('counts a Jest suite that fails to load as a failure', () => {
    const tally = new Tally();
    tally.addJest(jestReport({ passed: 3, failed: 1, brokenSuites: 2 }));
    assert.equal(tally.closingLine(), '3 passed, 3 failed');
  });

  it("reads node's test runner from its TAP summary, and a missing summary is a failure", () => {
    const tally = new Tally();
    tally.addNodeTap('TAP version 13\n# tests 4\n# pass 3\n# fail 1\n# cancelled 0\n# skipped 0\n# todo 0\n');
    assert.equal(tally.closingLine(), '3 passed, 1 failed');
    tally.addNodeTap('');
    assert.equal(tally.closingLine(), '3 passed, 2 failed');
  });

  it('counts a skipped browser test as failed: nothing there may be skipped', () => {
    const tally = new Tally();
    tally.addPlaywright({ stats: { expected: 10, flaky: 1, unexpected: 0, skipped: 2 } });
    assert.equal(tally.closingLine(), '11 passed, 2 failed');
  });
});

describe('skipped tests', () => {
  const twoSkipped = () => {
    const tally = new Tally();
    tally.addJest(jestReport({ passed: 4, pending: ['rate limits in Redis shares one count', 'two API processes counts the rate limit'] }));
    return tally;
  };

  it('with a reason: named, with the reason and how to enable them, and counted as skipped', () => {
    const tally = twoSkipped();
    const lines = tally.settleSkips('no Redis (nothing answers)', 'To run them: set REDIS_TEST_URL.');
    assert.deepEqual(lines, [
      'Skipped 2 test(s): no Redis (nothing answers).',
      '  - rate limits in Redis shares one count',
      '  - two API processes counts the rate limit',
      'To run them: set REDIS_TEST_URL.',
    ]);
    assert.equal(tally.closingLine(), '4 passed, 0 failed, 2 skipped');
  });

  it('without a reason: failures, so no test drops out of the run unnoticed', () => {
    const tally = twoSkipped();
    const lines = tally.settleSkips(undefined, 'unused');
    assert.match(lines[0], /FAILED: 2 test\(s\) were skipped although every service they need was there/);
    assert.equal(tally.closingLine(), '4 passed, 2 failed');
  });

  it('none: nothing to say', () => {
    const tally = new Tally();
    tally.check(true);
    assert.deepEqual(tally.settleSkips(undefined), []);
    assert.equal(tally.closingLine(), '1 passed, 0 failed');
  });
});
