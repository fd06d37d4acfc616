// Which Chromium the browser tests and the benchmark launch (chromium.cjs).
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { CHROMIUM_FLAGS, chromiumExecutable, findChromium, NO_CHROMIUM_MESSAGE } from './chromium.cjs';

const dir = mkdtempSync(join(tmpdir(), 'shop-chromium-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const file = (name, mode) => {
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, mode);
  return path;
};
const nowhere = { systemPaths: [], playwright: () => undefined };

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and refuses one that is not an executable file', () => {
    const browser = file('chrome', 0o755);
    assert.equal(findChromium({ CHROMIUM_PATH: browser }, { systemPaths: [file('other', 0o755)], playwright: () => 'pw' }), browser);
    assert.throws(
      () => findChromium({ CHROMIUM_PATH: join(dir, 'missing') }, nowhere),
      /CHROMIUM_PATH is .*missing, which is not an executable file/,
    );
    assert.throws(() => findChromium({ CHROMIUM_PATH: file('not-executable', 0o644) }, nowhere), /not an executable file/);
  });

  it('then a system Chromium that can be run, then Playwright’s own', () => {
    const system = file('chromium', 0o755);
    assert.equal(findChromium({}, { systemPaths: [join(dir, 'absent'), system], playwright: () => 'pw' }), system);
    assert.equal(
      findChromium({}, { systemPaths: [join(dir, 'absent')], playwright: () => '/home/u/.cache/ms-playwright/chrome' }),
      '/home/u/.cache/ms-playwright/chrome',
    );
    assert.equal(findChromium({}, nowhere), undefined);
  });
});

describe('chromiumExecutable', () => {
  it('without a browser says how to provide one, naming CHROMIUM_PATH', () => {
    assert.throws(
      () => chromiumExecutable({}, nowhere),
      (error) => error.message === NO_CHROMIUM_MESSAGE,
    );
    assert.match(NO_CHROMIUM_MESSAGE, /CHROMIUM_PATH=/);
    assert.match(NO_CHROMIUM_MESSAGE, /npx playwright install chromium/);
  });
});

it('keeps Chromium off the network it cannot reach, in one list of flags', () => {
  for (const flag of ['--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-sandbox'])
    assert.ok(CHROMIUM_FLAGS.includes(flag), flag);
});
