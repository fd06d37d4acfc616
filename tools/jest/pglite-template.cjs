// Jest global setup of the API project: one new, empty PGlite cluster, dumped to a file that every
// in-memory test database of the run then starts from (inMemoryDatabase, @shop/api/database/
// testing), instead of each running PGlite's initdb (about 2.4 s against 0.5 on a 2-core machine).
// The file lives in a directory of its own under the run's TMPDIR; the teardown removes it.
const { existsSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');

/** The same name as PGLITE_TEMPLATE_ENV in libs/api/database/src/testing/in-memory-database.ts. */
const TEMPLATE_ENV = 'SHOP_TEST_PGLITE_TEMPLATE';

async function setup() {
  // One Jest run over several API projects runs each one's global setup: the first makes it.
  if (process.env[TEMPLATE_ENV] && existsSync(process.env[TEMPLATE_ENV])) return;
  const { PGlite } = require('@electric-sql/pglite');
  const pglite = new PGlite();
  await pglite.waitReady;
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = join(mkdtempSync(join(tmpdir(), 'shop-pglite-template-')), 'cluster.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Test files (in band or in workers started after this) read it from the environment.
  process.env[TEMPLATE_ENV] = file;
}

async function teardown() {
  const file = process.env[TEMPLATE_ENV];
  if (file) rmSync(dirname(file), { recursive: true, force: true });
  delete process.env[TEMPLATE_ENV];
}

module.exports = setup;
module.exports.teardown = teardown;
