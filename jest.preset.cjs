// The Jest settings every project's jest.config.cjs starts from (Nx's @nx/jest plugin infers
// each project's `test` target from that file). Four kinds: node (shared, tools), api, faults, web.
const { join } = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const workspaceRoot = __dirname;
/** The workspace aliases (@shop/...) from tsconfig.base.json, for Jest's resolver. */
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias.replace(/[/]/g, '\\/')}$`, join(workspaceRoot, target)]),
);

const swc = (react) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: react },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        ...(react ? { react: { runtime: 'automatic' } } : {}),
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const swcJs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

const base = (rootDir, displayName) => ({
  displayName,
  rootDir,
  // Jest's transform cache outlives a run's temporary directory.
  cacheDirectory: join(workspaceRoot, 'node_modules/.cache/jest'),
  moduleNameMapper,
  passWithNoTests: true,
});

/** Plain TypeScript on Node: the shared contract and the workspace tools. */
const node = (rootDir, displayName) => ({
  ...base(rootDir, displayName),
  testEnvironment: 'node',
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': swc(false) },
});

/** The API's libraries and app: every test app on a database cloned from one migrated template. */
const api = (rootDir, displayName) => ({
  ...node(rootDir, displayName),
  transform: { '^.+\\.ts$': swc(false), '^.+\\.m?js$': swcJs },
  // The WebAssembly schema engine ships as ES modules only: let SWC turn it into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(@prisma/schema-engine-wasm|content-disposition)/)'],
  setupFiles: ['reflect-metadata'],
  globalSetup: join(workspaceRoot, 'tools/jest/pglite-template.cjs'),
  globalTeardown: join(workspaceRoot, 'tools/jest/pglite-template-teardown.cjs'),
});

/** The fault tests: real server processes from the production build (dist/api). */
const faults = (rootDir, displayName) => ({
  ...node(rootDir, displayName),
  setupFilesAfterEnv: [join(rootDir, 'jest.setup.ts')],
});

/** The storefront's app and libraries, in jsdom. */
const web = (rootDir, displayName) => ({
  ...base(rootDir, displayName),
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.tsx?$': swc(true) },
  // jsdom lacks TextEncoder, which React Router and react-dom/server read when they load.
  setupFiles: [join(workspaceRoot, 'tools/jest/jsdom-text-encoding.cjs')],
});

module.exports = { node, api, faults, web };
