// The build's half of the start-up machinery (libs/web/startup/RULES.md): how Vite cuts the app into
// the files the start-up evaluates one per task, and the theme MUI would otherwise make twice.
// Imported by apps/web/vite.config.mts; runs in Node, never in a browser.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { startupChunkProblems, type BuiltChunk } from './check-chunks';

/** The app's own files the start-up's chunks are named after (absolute paths). */
export interface StartupFiles {
  /** The workspace's root: where this library's files are found. */
  workspaceRoot: string;
  /** MUI's styling and the shop's theme (`createTheme`). */
  theme: string;
  /** Redux, RTK, redux-persist and the slices. */
  store: string;
  /** Everything else the app needs to hydrate the first screen. */
  shop: string;
}

/** This library's files that are chunks of their own: the first screen's MUI components, and RTK Query. */
export const libraryFiles = (workspaceRoot: string) => ({
  shellUi: join(workspaceRoot, 'libs/web/startup/src/shell-ui.ts'),
  rtkQuery: join(workspaceRoot, 'libs/web/startup/src/rtk-query.ts'),
});

const exactly = (file: string) => new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

/**
 * The app in five files, each evaluated in a task of its own (`startShop`): React (the entry's
 * static imports); MUI's styling and the theme; the store; the first screen's MUI components;
 * everything else the shop needs. A group takes its module's dependencies along, the higher
 * priority first, so what they share lands in the first that needs it. Left to itself, Rolldown
 * cut what the shop shares with the lazy screens into some thirty small files, each a request;
 * with MUI's components in `shop`, its evaluation was one of the longest tasks. Lazy screens keep
 * their own files.
 */
export function startupRolldownOptions(files: StartupFiles) {
  const { shellUi, rtkQuery } = libraryFiles(files.workspaceRoot);
  return {
    output: {
      codeSplitting: {
        groups: [
          { name: 'react', tags: ['$initial'], priority: 5 },
          { name: 'theme', test: exactly(files.theme), priority: 4 },
          { name: 'store', test: exactly(files.store), priority: 3 },
          { name: 'shell-ui', test: exactly(shellUi), priority: 2 },
          { name: 'shop', test: exactly(files.shop), priority: 1 },
          // Lazy: RTK Query, evaluated before the endpoints that use it (the app's withShopApi).
          { name: 'rtk-query', test: exactly(rtkQuery), priority: 1 },
        ],
      },
    },
    // The workspace libraries run no code at import time that another module relies on, so a
    // module whose exports go unused is dropped. Without this, importing one export of a library's
    // index (e.g. the filter slice) would pull the whole library (e.g. the catalog's cards) into
    // the first page's script instead of the lazily loaded chunk.
    treeshake: { moduleSideEffects: (id: string) => !id.includes('/libs/') },
  };
}

/** MUI's module that makes its default theme, in its ES and CommonJS builds. */
export const MUI_DEFAULT_THEME = /\/node_modules\/@mui\/material\/styles\/defaultTheme\.m?js$/;

/**
 * MUI makes a theme of its own defaults when its styling modules are evaluated
 * (`@mui/material/styles/defaultTheme`), for components rendered outside a ThemeProvider, which
 * the storefront never does. createTheme is one of the costliest calls of the start-up (a few ms
 * on a desktop, four times that on a phone), and it ran twice: for that theme, and for ours. The
 * shop's theme takes its place, so it is made once. A build in which MUI's module was never
 * loaded (MUI moved or renamed it) fails: the swap would silently no longer happen.
 */
export function shopThemeAsMuiDefault(themeFile: string): Plugin {
  let swapped = 0;
  let building = false;
  return {
    name: 'shop-theme-as-mui-default',
    enforce: 'pre',
    configResolved(config) {
      // The dev server pre-bundles MUI, so the swap applies to builds only, and is checked there.
      building = config.command === 'build';
    },
    buildStart() {
      swapped = 0;
    },
    load(id) {
      if (!MUI_DEFAULT_THEME.test(id)) return undefined;
      swapped += 1;
      return `export { theme as default } from ${JSON.stringify(themeFile)};`;
    },
    buildEnd(error) {
      if (building && !error && swapped === 0) {
        throw new Error(
          `shop-theme-as-mui-default: no module matched ${MUI_DEFAULT_THEME}: MUI's default theme is no longer where the swap expects it (libs/web/startup/build/vite-startup.ts)`,
        );
      }
    },
  };
}

/**
 * Fails the browser build whose chunks no longer have the start-up's layout (`startupChunkProblems`):
 * a layout that drifts (a new first-screen component left out of shell-ui, say) costs a long task
 * on every visitor's phone, and would otherwise be noticed only in bench:web's figures.
 */
export function startupChunksCheck(): Plugin {
  return {
    name: 'shop-startup-chunks-check',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const problems = startupChunkProblems(Object.values(bundle) as unknown as BuiltChunk[]);
      if (problems.length) this.error(`the start-up's chunks (libs/web/startup/RULES.md):\n- ${problems.join('\n- ')}`);
    },
  };
}
