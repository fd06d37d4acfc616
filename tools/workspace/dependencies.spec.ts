import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';

/*
 * The production image keeps `dependencies` only (npm prune --omit=dev --omit=optional): what the
 * server needs at run time. The storefront is bundled by Vite at build time, so its packages are
 * devDependencies, like every tool. These tests keep package.json honest in both directions.
 */

const ROOT = resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const dependencies = Object.keys(pkg.dependencies);

/** What runs in the image: the API build's sources (tools/scripts/build-api.mjs) and the scripts it ships. */
const RUNTIME_SOURCES = ['apps/api/src', 'libs/api', 'libs/shared'];
const RUNTIME_SCRIPTS = ['tools/scripts/migrate.mjs', 'tools/scripts/healthcheck.mjs'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    // A library's test support (src/testing.ts, src/testing/) is not built into the server (tools/scripts/build-api.mjs).
    if (entry === 'testing' || entry === 'testing.ts') continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|mjs|js)$/.test(entry) && !/\.(spec|test)\.ts$|\.d\.ts$/.test(entry)) yield path;
  }
}

/** Package names a file imports (static, dynamic, require, side-effect only), Node's own left out. */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm)].map(
    (match) => match[1],
  );
  return specifiers
    .filter((spec) => !spec.startsWith('.') && !spec.startsWith('node:') && !spec.startsWith('@shop/') && !builtinModules.includes(spec))
    .map((spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]));
}

const runtimeFiles = [
  ...RUNTIME_SOURCES.flatMap((dir) => [...sourceFiles(join(ROOT, dir))]),
  ...RUNTIME_SCRIPTS.map((file) => join(ROOT, file)),
];
const runtimeImports = new Map<string, string>();
for (const file of runtimeFiles)
  for (const name of importedPackages(file)) if (!runtimeImports.has(name)) runtimeImports.set(name, file.slice(ROOT.length + 1));

function manifest(name: string): {
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
} {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
}

describe('dependencies', () => {
  it('holds every package the server imports at run time', () => {
    // the generated Prisma client is part of the build; it must exist for this check to see it
    expect(existsSync(join(ROOT, 'libs/api/database/src/generated/prisma/client.ts'))).toBe(true);
    expect(runtimeImports.size).toBeGreaterThan(15);
    const missing = [...runtimeImports].filter(([name]) => !dependencies.includes(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('holds nothing else: each is imported by the server, or is a required peer of one that is', () => {
    const requiredPeers = new Set(
      dependencies.flatMap((name) => {
        const { peerDependencies = {}, peerDependenciesMeta = {} } = manifest(name);
        return Object.keys(peerDependencies).filter((peer) => !peerDependenciesMeta[peer]?.optional);
      }),
    );
    const unused = dependencies.filter((name) => !runtimeImports.has(name) && !requiredPeers.has(name));
    expect(unused).toEqual([]);
  });

  it('needs no optional package at run time, which the image leaves out', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
    const optionalAtRunTime = Object.entries<{ optional?: boolean; dev?: boolean }>(lock.packages)
      .filter(([path, entry]) => path && entry.optional && !entry.dev)
      .map(([path]) => path.replace(/^.*node_modules\//, ''));
    // pg's Cloudflare Workers socket: never loaded on Node.
    expect(optionalAtRunTime).toEqual(['pg-cloudflare']);
  });

  it('installs no copy of a package below the release that fixed a known advisory', () => {
    // Raised by hand when an advisory is read (README, "The dev loop", Dependencies).
    // Every copy counts: @nestjs/platform-fastify 11 pins fastify 5.11.3 for itself, which only
    // package.json's `overrides` replaces.
    const FIXED: Record<string, { version: string; why: string }> = {
      fastify: { version: '5.12.0', why: 'X-Forwarded-* handling behind a trusted proxy (TRUST_PROXY)' },
    };
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
    const copies = Object.entries<{ version?: string }>(lock.packages)
      .map(([path, entry]) => ({ name: path.replace(/^.*node_modules\//, ''), path, version: entry.version }))
      .filter(({ name }) => name in FIXED);
    expect(copies.map(({ name }) => name)).toEqual(expect.arrayContaining(Object.keys(FIXED)));
    const vulnerable = copies
      .filter(({ name, version }) => !version || semver.lt(version, FIXED[name].version))
      .map(({ name, path, version }) => `${path} ${version}: below ${FIXED[name].version} (${FIXED[name].why})`);
    expect(vulnerable).toEqual([]);
  });
});
