import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import tsconfig from '../../tsconfig.base.json' with { type: 'json' };
import { SITE_META } from '../../libs/web/shell/src/lib/meta';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * The workspace aliases (@shop/...), so Vite resolves them like TypeScript does: whole specifiers
 * only, so that `@shop/web/cart` does not swallow `@shop/web/cart/drawer`.
 */
const alias = Object.entries(tsconfig.compilerOptions.paths).map(([find, [target]]) => ({
  find: new RegExp(`^${find.replace(/[/.]/g, '\\$&')}$`),
  replacement: resolve(workspaceRoot, target),
}));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The page's title and description before any script runs come from the content library, like the routes' own. */
const siteMeta: Plugin = {
  name: 'site-meta',
  transformIndexHtml: (html) =>
    html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(SITE_META.default.title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(SITE_META.default.description)}$2`),
};

/**
 * MUI makes a theme of its own defaults when its styling modules are evaluated
 * (`@mui/material/styles/defaultTheme`), for components rendered outside a ThemeProvider, which
 * the storefront never does. createTheme is one of the costliest calls of the start-up (a few ms
 * on a desktop, four times that on a phone), and it ran twice: for that theme, and for ours. The
 * shop's theme takes its place, so it is made once.
 */
const shopThemeAsMuiDefault: Plugin = {
  name: 'shop-theme-as-mui-default',
  enforce: 'pre',
  load: (id) =>
    /\/node_modules\/@mui\/material\/styles\/defaultTheme\.m?js$/.test(id)
      ? `export { theme as default } from ${JSON.stringify(resolve(import.meta.dirname, 'src/app/theme.ts'))};`
      : undefined,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  resolve: { alias },
  plugins: [react(), siteMeta, shopThemeAsMuiDefault],
  // The prerender's bundle (`vite build --ssr src/entry-server.tsx`, see tools/scripts/prerender.mjs)
  // takes every package in, so Node runs it without resolving MUI's and Emotion's module formats.
  ssr: { noExternal: true },
  // Vite leaves `process.env.NODE_ENV` alone in an SSR build, and the prerender runs without it: React,
  // MUI and Emotion would take their development paths, and Emotion's development class names
  // (`css-1x2y3z-MuiButton-root`) would differ from the browser's (`css-4a5b6c`), so hydration
  // inserted every rule of the page a second time. Both builds are production builds.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: resolve(workspaceRoot, 'dist/web-prerender'), emptyOutDir: true, copyPublicDir: false, target: 'node20', sourcemap: false }
    : {
    outDir: resolve(workspaceRoot, 'dist/apps/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // The app in four files, each evaluated in a task of its own (main.tsx): React (the entry's
      // static imports); MUI's styling and the theme; the store; everything else `app/shop.tsx`
      // needs. A group takes its module's dependencies along, the higher priority first. Left to
      // itself, Rolldown cut what the shop shares with the lazy screens into some thirty small
      // files, each a request. Lazy screens keep their own files.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', tags: ['$initial'], priority: 5 },
            { name: 'theme', test: /\/apps\/web\/src\/app\/theme\.ts$/, priority: 4 },
            { name: 'store', test: /\/apps\/web\/src\/app\/store\.ts$/, priority: 3 },
            { name: 'shell-ui', test: /\/apps\/web\/src\/app\/shell-ui\.ts$/, priority: 2 },
            { name: 'shop', test: /\/apps\/web\/src\/app\/shop\.tsx$/, priority: 1 },
            // Lazy: RTK Query, evaluated before the endpoints that use it (with-shop-api.ts).
            { name: 'rtk-query', test: /\/apps\/web\/src\/app\/rtk-query\.ts$/, priority: 1 },
          ],
        },
      },
      // The workspace libraries run no code at import time that another module relies on, so a
      // module whose exports go unused is dropped. Without this, importing one export of a library's
      // index (e.g. the filter slice) would pull the whole library (e.g. the catalog's cards) into
      // the first page's script instead of the lazily loaded chunk.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/libs/') },
    },
  },
  server: {
    port: 4200,
    // During `vite dev` (`npm run dev`), the API runs separately, on PORT (3000 by default).
    proxy: { '/api': `http://localhost:${process.env['PORT'] ?? 3000}` },
  },
}));
