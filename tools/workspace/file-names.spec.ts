import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * One naming convention, so a reader guesses a file's name from what it holds (docs/architecture.md,
 * "How the pieces fit"): modules are kebab-case (`cart-slice.ts`, `orders.repository.ts`), and a .tsx file
 * whose main export is a React component is named after it (`CartDrawer.tsx`). Generated code and
 * entry points (`main.tsx`, `entry-server.tsx`) are outside the rule's reach or follow Vite's names.
 */
const ROOTS = ['apps', 'libs', 'tools', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'generated', 'dist', 'tmp', 'compose-spec', 'fixtures']);
const KEBAB = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(?:[cm]?[jt]s|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The name without its extension and a trailing `.test`/`.spec`. */
const stem = (path: string) =>
  basename(path)
    .replace(/\.(?:[cm]?[jt]s|tsx)$/, '')
    .replace(/\.(?:test|spec)$/, '');

describe('file names', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(root));

  it('finds the sources it judges', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(join('libs', 'web', 'cart', 'src', 'lib', 'cart-slice.ts'));
  });

  it('names every module kebab-case', () => {
    const offenders = files.filter((path) => !path.endsWith('.tsx') && !KEBAB.test(stem(path)));
    expect(offenders).toEqual([]);
  });

  it('names a .tsx file after the component it exports, or kebab-case when it is not one component', () => {
    const offenders = files
      .filter((path) => path.endsWith('.tsx') && !/\.(?:test|spec)\.tsx$/.test(path))
      .filter((path) => {
        const name = stem(path);
        // An all-capitals export (ROUTES) is a constant, not a component.
        const components = [
          ...readFileSync(path, 'utf8').matchAll(/^export (?:default function |function |const |\{ )([A-Z][A-Za-z0-9]*)\b/gm),
        ]
          .map((m) => m[1])
          .filter((exported) => !/^[A-Z0-9_]+$/.test(exported));
        if (PASCAL.test(name)) return !components.includes(name);
        return !KEBAB.test(name) || components.length === 1;
      });
    expect(offenders).toEqual([]);
  });

  it('names a test after the file it tests', () => {
    const tests = files.filter((path) => /\.(?:test|spec)\.(?:tsx?|[cm]?js)$/.test(path));
    const offenders = tests.filter((path) => !KEBAB.test(stem(path)) && !PASCAL.test(stem(path)));
    expect(offenders).toEqual([]);
  });
});
