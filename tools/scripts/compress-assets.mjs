// Writes .br and .gz beside every compressible file of a build, so the API serves them with a
// file read instead of compressing on each request (@fastify/static `preCompressed`). Not the
// prerendered pages (pages/): the server writes the origin into them at start-up and compresses
// what it then holds (libs/api/storefront), so files made here would never be read.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) throw new Error('Usage: compress-assets.mjs <dir>');

function* walk(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (path === dir && entry.name === 'pages') continue;
      yield* walk(child);
    } else if (/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(entry.name)) yield child;
  }
}

let count = 0;
for (const file of walk(dir)) {
  if (statSync(file).size < 512) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`Compressed ${count} files in ${dir}`);
