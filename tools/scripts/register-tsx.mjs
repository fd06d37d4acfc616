// `node --import ./tools/scripts/register-tsx.mjs tools/scripts/<tool>.ts`: how the npm scripts run
// the workspace's TypeScript tools (db:migrate, db:seed, db:migration, studio). tsx compiles them
// in this same process, with tsconfig.base.json's path aliases (@shop/…).
//
// Not the `tsx` command: it runs the tool in a child process, and on Ctrl+C it SIGKILLs that child
// unless the child reports the signal back within 30 ms, twice (tsx 4's relaySignals). A tool
// whose event loop is busy at that moment (PGlite's WebAssembly runs on it) or that a loaded
// machine leaves waiting reports late and is killed before its own clean-up: `npm run studio` left
// the embedded database's socket and lock behind, with PGlite never shut down
// (tools/workspace/typescript-tools.spec.ts).
import { fileURLToPath } from 'node:url';

process.env.TSX_TSCONFIG_PATH = fileURLToPath(new URL('../../tsconfig.base.json', import.meta.url));
await import('tsx');
