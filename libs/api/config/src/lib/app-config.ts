export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize: number }
  /**
   * Embedded PostgreSQL (PGlite). `dataDir` null means in memory (tests only), started from
   * `template` when one is named: a file of PGlite's dumpDataDir of a new, empty cluster, which
   * loads in a fifth of the time PGlite's own initdb takes (@shop/api/database/testing).
   */
  | { kind: 'pglite'; dataDir: string | null; template?: string };

/** The injection token of the configuration (AppConfig, load-config.ts). */
export const APP_CONFIG = Symbol('APP_CONFIG');
