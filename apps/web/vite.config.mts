import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import tsconfig from '../../tsconfig.base.json' with { type: 'json' };
import { SITE_META } from '../../libs/web/shell/src/lib/meta';
import { inlineLoader } from '../../libs/web/startup/build/inline-loader';

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

/** MUI's modal family: only the support dialog and the cart drawer load it, after the page is live. */
const overlayOnly =
  /node_modules[\\/]@mui[\\/]material[\\/](Modal|Dialog|Drawer|Backdrop|Fade|Slide|Portal|Unstable_TrapFocus|internal[\\/]Transition|Paper)/;

/** The page's title and description before any script runs come from the content library, like the routes' own. */
const siteMeta: Plugin = {
  name: 'site-meta',
  transformIndexHtml: (html) =>
    html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(SITE_META.default.title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(SITE_META.default.description)}$2`),
};

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  resolve: { alias },
  plugins: [react(), siteMeta, inlineLoader(workspaceRoot)],
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
        // What the entry and the lazy parts share goes in one chunk: the first page needs all of it,
        // and one gzip stream of it is about 3 KB smaller than the dozen chunks Rolldown makes on
        // its own. The modal family (dialog, drawer) stays out: only the overlays use it.
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'live', minShareCount: 2, test: (id: string) => !overlayOnly.test(id) }] } },
        },
        // No <link rel="modulepreload"> in the page: the inline loader fetches the app once the
        // page has painted (libs/web/startup/RULES.md). Lazy chunks still preload what they import.
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
      },
  server: {
    port: 4200,
    // During `vite dev` (`npm run dev`), the API runs separately, on PORT (3000 by default).
    proxy: { '/api': `http://localhost:${process.env['PORT'] ?? 3000}` },
  },
}));
