import type { DatabaseConfig } from '@shop/api/config';

/**
 * Where the API project's Jest global setup (tools/jest/pglite-template.cjs) leaves its template:
 * a dump of a new, empty PGlite cluster, made once per run.
 */
export const PGLITE_TEMPLATE_ENV = 'SHOP_TEST_PGLITE_TEMPLATE';

/**
 * An in-memory PGlite for one test, started from the run's template when there is one. PGlite's
 * own start runs initdb, about 2.4 s of CPU on a 2-core machine; loading the same empty cluster
 * from the template takes about 0.5 s, and a run of the API's tests starts dozens. Every test
 * database still gets the migrations applied by the API's own migrator.
 */
export function inMemoryDatabase(): DatabaseConfig {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  return template ? { kind: 'pglite', dataDir: null, template } : { kind: 'pglite', dataDir: null };
}
