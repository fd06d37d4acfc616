import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/** Which projects may import which: scopes keep web and API apart, types keep layers in order. */
const depConstraints = [
  {
    sourceTag: 'scope:shared',
    onlyDependOnLibsWithTags: ['scope:shared'],
    // The contract is plain TypeScript: no framework may leak into it.
    bannedExternalImports: ['@nestjs/*', 'class-validator', 'class-transformer', '@prisma/*', 'react', 'react-*', '@mui/*', '@reduxjs/*'],
  },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The scripts and benchmarks drive the API's libraries (migrate, seed, studio), never the web's.
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:app'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
];

const WEB_FILES = ['apps/web/**/*.tsx', 'apps/web/**/*.ts', 'libs/web/**/*.tsx', 'libs/web/**/*.ts'];

/**
 * A lazy screen says whether it calls /api. RTK Query arrives with the first screen that needs it
 * (apps/web/src/app/with-shop-api.ts): a screen loaded by a bare lazy() would render hooks that
 * find no API in the store.
 */
const LAZY_SCREENS = [
  {
    selector: "CallExpression[callee.name='lazy'] > :not(CallExpression[callee.name=/^with(out)?ShopApi$/]).arguments",
    message: 'Load a lazy screen through withShopApi(load) if it calls /api, or withoutShopApi(load) if it does not.',
  },
  {
    selector: "CallExpression[callee.property.name='lazy']",
    message: 'Import lazy from react, and load the screen through withShopApi(load) or withoutShopApi(load).',
  },
];

/**
 * No Intl and no toLocale* in the storefront (libs/web/startup/RULES.md): a page's first use loads
 * the browser's locale data, 20-30 ms of one task on a desktop, which made evaluating a post's
 * code its page's longest task. Dates are written by `longDate` and `dateAndTime` (@shop/web/ui).
 */
const NO_LOCALE_DATA = [
  {
    selector: 'MemberExpression[property.name=/^toLocale|^localeCompare$/]',
    message:
      "No Intl or toLocale* in the storefront: its first use loads the browser's locale data, a long task (libs/web/startup/RULES.md). Use @shop/web/ui's longDate/dateAndTime.",
  },
];

export default [
  { ignores: ['**/dist', '**/node_modules', '**/generated', '.nx', 'tmp', '**/*.d.ts', 'test-results', 'playwright-report'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: true, allow: [], depConstraints }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../../*'], message: 'Use a workspace path alias (@shop/...).' }] }],
      // Prettier writes every semicolon, so the ASI hazard this rule guards against cannot occur,
      // and it reports Prettier's own line breaks before a computed member (`fn()\n['key']`).
      'no-unexpected-multiline': 'off',
    },
  },
  {
    // The one Chromium launcher lives beside the browser tests; the test runner and bench/web
    // import it by path (the only cross-project relative import allowed).
    files: ['tools/**', 'bench/**'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^\\.\\./\\.\\./apps/web-e2e/chromium\\.cjs$'],
          depConstraints,
        },
      ],
    },
  },
  {
    files: WEB_FILES,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': ['error', ...LAZY_SCREENS],
    },
  },
  {
    // The storefront's own code, not its tests (which hold the Intl-free dates to Intl's output).
    files: WEB_FILES,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...LAZY_SCREENS, ...NO_LOCALE_DATA],
      'no-restricted-globals': ['error', { name: 'Intl', message: NO_LOCALE_DATA[0].message }],
    },
  },
];
