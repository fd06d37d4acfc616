import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { MUI_DEFAULT_THEME, shopThemeAsMuiDefault } from './vite-startup';

// MUI makes a default theme when its styling is evaluated, unless the build hands it the shop's.
// The build fails when MUI's module is not where the swap expects it; these cases hold the swap to
// MUI's files as installed, and the failure to firing.

type Hook = (...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'configResolved' | 'buildStart' | 'load' | 'buildEnd', ...args: unknown[]) =>
  (plugin[hook] as Hook).call({}, ...args);

describe("the shop's theme as MUI's default", () => {
  it("matches MUI's default-theme module as installed, in both its builds", () => {
    const styles = join(process.cwd(), 'node_modules/@mui/material/styles');
    const files = ['defaultTheme.mjs', 'defaultTheme.js'].map((file) => join(styles, file)).filter((file) => existsSync(file));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(MUI_DEFAULT_THEME);
  });

  it("replaces that module with the shop's theme", () => {
    const plugin = shopThemeAsMuiDefault('/shop/apps/web/src/app/theme.ts');
    call(plugin, 'configResolved', { command: 'build' });
    call(plugin, 'buildStart');
    expect(call(plugin, 'load', '/shop/node_modules/@mui/material/styles/defaultTheme.mjs')).toBe(
      'export { theme as default } from "/shop/apps/web/src/app/theme.ts";',
    );
    expect(call(plugin, 'load', '/shop/node_modules/@mui/material/styles/createTheme.mjs')).toBeUndefined();
    expect(() => call(plugin, 'buildEnd')).not.toThrow();
  });

  it('fails a build in which no module was swapped', () => {
    const plugin = shopThemeAsMuiDefault('/shop/apps/web/src/app/theme.ts');
    call(plugin, 'configResolved', { command: 'build' });
    call(plugin, 'buildStart');
    expect(() => call(plugin, 'buildEnd')).toThrow(/no module matched/);
  });
});
