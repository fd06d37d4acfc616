import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';
import { EARLY_PRESSES } from '../src/lib/loader/early-presses';

/** The loader's source (a function of the entry's URL), relative to the workspace root. */
export const LOADER_SOURCE = 'libs/web/startup/src/lib/loader/loader.ts';

/**
 * The loader as the page's inline script: its source, compiled and called with the entry's URL
 * and the name the app reads its held presses under, inside an arrow function (nothing leaks into the page's globals), minified.
 */
export async function loaderScript(workspaceRoot: string, entry: string): Promise<string> {
  const file = join(workspaceRoot, LOADER_SOURCE);
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  const body = code.replace(/^export function loader\(/m, 'function loader(');
  if (body === code) throw new Error(`${LOADER_SOURCE}: expected \`export function loader(\``);
  const minified = await minify(
    'loader.js',
    `(() => {\n${body}\nloader(${JSON.stringify(entry)}, ${JSON.stringify(EARLY_PRESSES)});\n})();`,
    { compress: true, mangle: true },
  );
  if (minified.errors.length) throw new Error(`${LOADER_SOURCE}: ${minified.errors.map((error) => error.message).join('; ')}`);
  return minified.code.trim().replace(/;$/, '');
}

/**
 * Replaces the entry's module script in the built index.html (the pages' template) with the
 * inline loader, which imports the entry after the first paint. The dev server keeps Vite's own
 * script: it has no prerendered page to paint first.
 */
export function inlineLoader(workspaceRoot: string): Plugin {
  return {
    name: 'shop-inline-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const entryTag = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/.exec(html);
        if (!entryTag) throw new Error('shop-inline-loader: index.html has no module entry script');
        // A preload would fetch the app beside the page, before its first paint: what the loader is for.
        if (/<link rel="modulepreload"/.test(html))
          throw new Error('shop-inline-loader: the entry has module preloads: the loader would not wait for them');
        const script = await loaderScript(workspaceRoot, entryTag[1]);
        return html.replace(entryTag[0], '').replace('</body>', () => `  <script>${script}</script>\n  </body>`);
      },
    },
  };
}
