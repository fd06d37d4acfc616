// The benchmarks' CPU figures from /proc: a process that ends must not take its CPU time with it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import { commandCpuMs, cpuMs } from './process-cpu.mjs';

const onLinux = existsSync('/proc/self/stat');

// A parent and its child under one name of their own (the kernel keeps 15 characters of it), as
// PostgreSQL's postmaster and a backend both are `postgres`. The child spins until it has used
// BURN_MS of CPU, says `burnt`, and ends when its stdin closes; the parent closes it when its own
// stdin closes, and says `reaped` once it has waited for the child (Node's `exit` event).
const BURN_MS = 300;
const name = `cpu-probe-${process.pid % 100_000}`;
const child = `process.title = ${JSON.stringify(name)};
const spent = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
while (spent() < ${BURN_MS});
process.stdout.write('burnt\\n');
process.stdin.resume().on('end', () => process.exit(0));`;
const parent = `process.title = ${JSON.stringify(name)};
const child = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: ['pipe', 'inherit', 'inherit'] });
child.on('exit', () => process.stdout.write('reaped\\n'));
process.stdin.resume().on('end', () => child.stdin.end());`;

test(
  'a child that has ended still counts, through the parent that waited for it',
  { skip: !onLinux && 'no /proc (not Linux)' },
  async () => {
    const tree = spawn(process.execPath, ['-e', parent], { stdio: ['pipe', 'pipe', 'inherit'] });
    const printed = createInterface({ input: tree.stdout })[Symbol.asyncIterator]();
    const nextLine = async () => (await printed.next()).value;
    try {
      assert.equal(await nextLine(), 'burnt');
      const whileRunning = commandCpuMs(name);
      assert.ok(whileRunning >= BURN_MS - 20, `both processes running: ${whileRunning} ms, the child alone spun ${BURN_MS}`);

      tree.stdin.end();
      assert.equal(await nextLine(), 'reaped');
      const afterTheChildEnded = commandCpuMs(name);
      // Summing the live processes alone would now have lost the child's BURN_MS and more.
      assert.ok(afterTheChildEnded >= whileRunning, `${afterTheChildEnded} ms after the child ended, ${whileRunning} ms before`);
      assert.ok(cpuMs(tree.pid) < BURN_MS, "the parent itself did not spin: the time is the child's");
    } finally {
      tree.kill();
      await once(tree, 'exit').catch(() => undefined);
    }
  },
);

test('a process that is not there has no CPU time', { skip: !onLinux && 'no /proc (not Linux)' }, () => {
  assert.equal(cpuMs(2 ** 31 - 1), null);
  assert.equal(commandCpuMs('no-such-process'), 0);
});
