// One Jest run for every unit and API test; projects keep the environments apart.
const { compilerOptions } = require('./tsconfig.base.json');

/** The workspace aliases (@shop/...) from tsconfig.base.json, for Jest's resolver. */
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias.replace(/[/]/g, '\\/')}$`, `<rootDir>/${target}`]),
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

module.exports = {
  rootDir: __dirname,
  projects: [
    {
      displayName: 'shared',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/libs/shared'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      moduleNameMapper,
    },
    {
      displayName: 'workspace',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/tools'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      moduleNameMapper,
    },
    {
      displayName: 'api',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/apps/api', '<rootDir>/libs/api'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc(false), '^.+\\.m?js$': swcJs },
      // The WebAssembly schema engine ships as ES modules only: let SWC turn it into CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!(@prisma/schema-engine-wasm|content-disposition)/)'],
      moduleNameMapper,
      setupFiles: ['reflect-metadata'],
      // One empty PGlite cluster per run, which every in-memory test database starts from.
      globalSetup: '<rootDir>/tools/jest/pglite-template.cjs',
      globalTeardown: '<rootDir>/tools/jest/pglite-template-teardown.cjs',
    },
    {
      // Fault tests: real server processes from the production build (dist/api), so `npm test`
      // runs them after the build. Slow by nature (restarts, drains), hence the long timeout.
      displayName: 'faults',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/apps/api-faults'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/apps/api-faults/jest.setup.ts'],
    },
    {
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/apps/web', '<rootDir>/libs'],
      testPathIgnorePatterns: ['/libs/(api|shared)/'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper,
      // jsdom lacks TextEncoder, which React Router and react-dom/server read when they load.
      setupFiles: ['<rootDir>/tools/jest/jsdom-text-encoding.cjs'],
    },
  ],
};
