import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { COOKIE_SECRET, startApi, WORKSPACE_ROOT } from './support/api-process';
import { freshDatabaseForSuite } from './support/suite';
import { call } from './support/shop-client';

// Scale-out deploys: replicas start with MIGRATE_ON_START=false, one step migrates (docker-compose's `migrate`).
describe('migrations applied once, outside the replicas', () => {
  const db = freshDatabaseForSuite();

  const tableExists = async () =>
    (await db().query<{ name: string | null }>(`SELECT to_regclass('public.subscribers')::text AS name`))[0].name !== null;

  it('a replica with MIGRATE_ON_START=false leaves the schema alone; tools/scripts/migrate.mjs applies it', async () => {
    const api = await startApi({ DATABASE_URL: db().url, MIGRATE_ON_START: 'false' });
    expect(await tableExists()).toBe(false);

    const migrate = spawnSync(process.execPath, [join(WORKSPACE_ROOT, 'tools/scripts/migrate.mjs')], {
      cwd: WORKSPACE_ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'production',
        COOKIE_SECRET,
        PUBLIC_URL: 'http://127.0.0.1',
        DATABASE_URL: db().url,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toMatch(/Applied: \d+_init/);
    expect(await tableExists()).toBe(true);

    // The replica that was already running serves on the migrated schema, no restart.
    expect((await call(`${api.url}/api/notify`, { method: 'POST', body: { email: 'migrated@example.com' } })).status).toBe(201);

    const again = spawnSync(process.execPath, [join(WORKSPACE_ROOT, 'tools/scripts/migrate.mjs')], {
      cwd: WORKSPACE_ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'production',
        COOKIE_SECRET,
        PUBLIC_URL: 'http://127.0.0.1',
        DATABASE_URL: db().url,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('up to date');
    await api.stop();
  });
});
