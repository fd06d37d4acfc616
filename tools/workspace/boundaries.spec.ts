import { ESLint } from 'eslint';

/**
 * The module-boundary rule is what keeps the web app, the API and the shared contract apart.
 * These cases lint imaginary files inside real projects, so they fail if the rule or the project
 * tags are ever weakened.
 */
describe('module boundaries', () => {
  const eslint = new ESLint({ cwd: process.cwd() });

  async function violations(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
  }

  it('keeps the web app out of the API', async () => {
    expect(
      await violations('apps/web/src/app/leak.ts', "import { loadConfig } from '@shop/api/config';\nexport const x = loadConfig;\n"),
    ).toEqual([expect.stringContaining('scope:web')]);
  }, 60_000);

  it('keeps the API out of the web app', async () => {
    expect(
      await violations('apps/api/src/app/leak.ts', "import { WORDMARK as theme } from '@shop/web/shell';\nexport const x = theme;\n"),
    ).not.toEqual([]);
  }, 60_000);

  it('keeps frameworks and apps out of the shared contract', async () => {
    expect(
      await violations(
        'libs/shared/contract/src/lib/leak.ts',
        "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n",
      ),
    ).not.toEqual([]);
    expect(
      await violations(
        'libs/shared/contract/src/lib/leak2.ts',
        "import { loadConfig } from '@shop/api/config';\nexport const x = loadConfig;\n",
      ),
    ).not.toEqual([]);
  }, 60_000);

  it('lets the scripts and benchmarks use the API libraries, not the web ones, nor other projects by path', async () => {
    expect(
      await violations('tools/scripts/ok.ts', "import { seedDatabase } from '@shop/api/seed';\nexport const x = seedDatabase;\n"),
    ).toEqual([]);
    expect(
      await violations('bench/api/leak.mjs', "import { WORDMARK as theme } from '@shop/web/shell';\nexport const x = theme;\n"),
    ).toEqual([expect.stringContaining('scope:tools')]);
    expect(await violations('tools/scripts/leak.mjs', "import { x } from '../../apps/api/src/main';\nexport const y = x;\n")).not.toEqual(
      [],
    );
    expect(
      await violations(
        'bench/web/ok.mjs',
        "import { CHROMIUM_FLAGS } from '../../apps/web-e2e/chromium.cjs';\nexport const x = CHROMIUM_FLAGS;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it("keeps the storefront's layers and features apart: ui holds no feature, and the frame does not reach into the cart", async () => {
    expect(
      await violations('libs/web/ui/src/lib/leak.ts', "import { NAV_COPY } from '@shop/web/shell';\nexport const x = NAV_COPY;\n"),
    ).not.toEqual([]);
    expect(
      await violations('libs/web/data-access-api/src/lib/leak.ts', "import { Section } from '@shop/web/ui';\nexport const x = Section;\n"),
    ).toEqual([expect.stringContaining('type:data-access')]);
    // cart uses shell (toasts, the drawer's open state); shell using cart would close a cycle.
    expect(
      await violations(
        'libs/web/shell/src/lib/leak.ts',
        "import { selectCartCount } from '@shop/web/cart';\nexport const x = selectCartCount;\n",
      ),
    ).toEqual([expect.stringMatching(/circular/i)]);
    expect(
      await violations('libs/web/cart/src/lib/ok.ts', "import { toastAdded } from '@shop/web/shell';\nexport const x = toastAdded;\n"),
    ).toEqual([]);
  }, 60_000);

  it('makes every lazy screen of the storefront say whether it calls /api', async () => {
    const lazyViolations = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: 'apps/web/src/app/pages/Lazy.tsx' });
      return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
    };
    const head = "import React, { lazy } from 'react';\nimport { withoutShopApi, withShopApi } from '../with-shop-api';\n";
    expect(await lazyViolations(`${head}export const A = lazy(() => import('./Footer'));\n`)).toEqual([
      expect.stringContaining('withShopApi(load)'),
    ]);
    expect(await lazyViolations(`${head}const load = () => import('./Footer');\nexport const A = lazy(load);\n`)).toEqual([
      expect.stringContaining('withShopApi(load)'),
    ]);
    expect(await lazyViolations(`${head}export const A = React.lazy(withShopApi(() => import('./Footer')));\n`)).toEqual([
      expect.stringContaining('Import lazy from react'),
    ]);
    expect(
      await lazyViolations(
        `${head}export const A = lazy(withShopApi(() => import('./Footer')));\nexport const B = lazy(withoutShopApi(() => import('./Footer')));\n`,
      ),
    ).toEqual([]);
  }, 60_000);

  it("keeps Intl and toLocale* out of the storefront's code (not its tests): their first use is a long task", async () => {
    const localeViolations = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return result.messages
        .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-globals')
        .map((m) => m.message);
    };
    const noLocale = expect.stringContaining('No Intl or toLocale*');
    expect(await localeViolations('libs/web/blog/src/lib/leak.ts', "export const f = new Intl.DateTimeFormat('en-US');\n")).toEqual([
      noLocale,
    ]);
    expect(await localeViolations('apps/web/src/app/leak.ts', 'export const f = (d: Date) => d.toLocaleDateString();\n')).toEqual([
      noLocale,
    ]);
    expect(await localeViolations('libs/web/cart/src/lib/leak.ts', 'export const f = (n: number) => n.toLocaleString();\n')).toEqual([
      noLocale,
    ]);
    expect(
      await localeViolations('libs/web/ui/src/lib/dates/leak.test.ts', "export const f = new Intl.DateTimeFormat('en-US');\n"),
    ).toEqual([]);
    expect(await localeViolations('libs/api/orders/src/lib/ok.ts', "export const f = new Intl.DateTimeFormat('en-US');\n")).toEqual([]);
  }, 60_000);

  it('lets both apps use the contract', async () => {
    expect(await violations('apps/web/src/app/ok.ts', "import { PRODUCTS } from '@shop/contract';\nexport const x = PRODUCTS;\n")).toEqual(
      [],
    );
    expect(await violations('apps/api/src/app/ok.ts', "import { PRODUCTS } from '@shop/contract';\nexport const x = PRODUCTS;\n")).toEqual(
      [],
    );
  }, 60_000);
});
