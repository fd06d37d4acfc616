import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/*
 * Migrations without Prisma's native schema engine (which cannot be downloaded on every machine):
 * Prisma's own WebAssembly schema engine, driven through the same driver adapter as the client.
 * It reads and writes the standard prisma/migrations layout and _prisma_migrations table, so the
 * Prisma CLI can take over wherever its native engine is available.
 */

const SCHEMA_FILE = 'schema.prisma';
const LOCKFILE = 'migration_lock.toml';
const NO_FILTERS = { externalTables: [], externalEnums: [] };

/** The folder holding schema.prisma and migrations/, found upwards from this file or the cwd. */
export function findPrismaDir(): string {
  for (const start of [__dirname, process.cwd()]) {
    for (let dir = resolve(start); ; dir = dirname(dir)) {
      if (existsSync(join(dir, 'prisma', SCHEMA_FILE))) return join(dir, 'prisma');
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error('Cannot find prisma/schema.prisma above the working directory');
}

export function readMigrationsList(prismaDir: string): MigrationList {
  const baseDir = join(prismaDir, 'migrations');
  const lockfilePath = join(baseDir, LOCKFILE);
  const directories = existsSync(baseDir)
    ? readdirSync(baseDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  return {
    baseDir,
    lockfile: { path: LOCKFILE, content: existsSync(lockfilePath) ? readFileSync(lockfilePath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: directories.map((path) => ({
      path,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok', value: readFileSync(join(baseDir, path, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

type SchemaEngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');
let engineModule: Promise<SchemaEngineModule> | undefined;

/** Node 20 cannot import a .wasm file as a module, so the engine is instantiated by hand, once. */
function loadEngineModule(): Promise<SchemaEngineModule> {
  engineModule ??= (async () => {
    const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasmPath = join(dirname(require.resolve('@prisma/schema-engine-wasm')), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
      './schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start?: () => void };
    bg.__wbg_set_wasm(exports);
    exports.__wbindgen_start?.();
    return bg;
  })();
  return engineModule;
}

async function withEngine<T>(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  schemaText: string,
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const bg = await loadEngineModule();
  const engine = await bg.SchemaEngine.new(
    { datamodels: [[SCHEMA_FILE, schemaText]] },
    () => undefined,
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
  try {
    return await work(engine);
  } finally {
    engine.free();
  }
}

/** Applies every migration not yet in _prisma_migrations; returns the names it applied. */
export async function applyMigrations(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  prismaDir: string = findPrismaDir(),
): Promise<string[]> {
  const schemaText = readFileSync(join(prismaDir, SCHEMA_FILE), 'utf8');
  const migrationsList = readMigrationsList(prismaDir);
  const { appliedMigrationNames } = await withEngine(adapter, schemaText, (engine) =>
    engine.applyMigrations({ migrationsList, filters: NO_FILTERS }),
  );
  return appliedMigrationNames;
}

/**
 * The SQL that would bring the migrations in line with schema.prisma: empty when they agree.
 * The migrations are replayed into a throw-away in-memory database (the shadow database).
 */
export async function pendingSchemaChanges(prismaDir: string = findPrismaDir()): Promise<string> {
  const schemaText = readFileSync(join(prismaDir, SCHEMA_FILE), 'utf8');
  const shadow = new PGlite();
  try {
    const result = await withEngine(new PrismaPGlite(shadow), schemaText, (engine) =>
      engine.diff({
        from: { tag: 'migrations', ...readMigrationsList(prismaDir) },
        to: { tag: 'schemaDatamodel', files: [{ path: SCHEMA_FILE, content: schemaText }] },
        script: true,
        exitCode: true,
        filters: NO_FILTERS,
      }),
    );
    const script = (result.stdout ?? '').trim();
    return result.exitCode === 0 || script === '-- This is an empty migration.' ? '' : script;
  } finally {
    await shadow.close();
  }
}

/** Writes prisma/migrations/{timestamp}_{name}/migration.sql from the schema changes; null when there are none. */
export async function createMigration(name: string, prismaDir: string = findPrismaDir()): Promise<string | null> {
  const lockfile = join(prismaDir, 'migrations', LOCKFILE);
  if (!existsSync(lockfile)) {
    mkdirSync(dirname(lockfile), { recursive: true });
    writeFileSync(
      lockfile,
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
  }
  const script = await pendingSchemaChanges(prismaDir);
  if (!script) return null;
  const words = name.toLowerCase().match(/[a-z0-9]+/g);
  const slug = words?.join('_') ?? 'migration';
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = join(prismaDir, 'migrations', `${stamp}_${slug}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'migration.sql'), `${script}\n`);
  return dir;
}
