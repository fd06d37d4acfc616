// Compiles the API and the libraries it uses to CommonJS in dist/api with SWC, keeping decorator
// metadata (Nest's dependency injection and class-validator need it) and rewriting the workspace
// path aliases (@shop/...) to relative imports, so `node dist/api/apps/api/src/main.js` runs as is.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** What the API is compiled from; `nx run api:serve` watches the same folders. */
export const API_SOURCES = ['apps/api/src', 'libs/api', 'libs/shared'];
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));

/** A library's test support (`src/testing.ts`, `src/testing/`: an SMTP server to send to, say) is for tests, not the server. */
export const isTestSupport = (name) => name === 'testing' || name === 'testing.ts';

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (isTestSupport(entry.name)) continue;
    if (entry.isDirectory()) yield* walk(path);
    else if (/\.ts$/.test(entry.name) && !/\.(spec|test)\.ts$|\.d\.ts$/.test(entry.name)) yield path;
  }
}

const options = {
  swcrc: false,
  sourceMaps: true,
  module: { type: 'commonjs' },
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
    baseUrl: root,
    paths: compilerOptions.paths,
  },
};

/** Compiles every source file into `outDir` (emptied first); returns how many files it wrote. */
export async function buildApi(outDir = join(root, 'dist/api')) {
  const files = API_SOURCES.flatMap((dir) => [...walk(join(root, dir))]);
  const compiled = await Promise.all(files.map(async (file) => ({ file, ...(await transformFile(file, { ...options, filename: file })) })));
  // Everything compiled before anything is replaced: a syntax error leaves the last build whole.
  rmSync(outDir, { recursive: true, force: true });
  for (const { file, code, map } of compiled) {
    const target = join(outDir, relative(root, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
    if (map) writeFileSync(`${target}.map`, map);
  }
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = await buildApi();
  console.log(`Built ${count} files into dist/api`);
}
