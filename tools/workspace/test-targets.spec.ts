import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/**
 * `nx affected -t test` runs the tests of what a change touches only if every project that holds
 * tests has a `test` target, and that target runs the project's own tests: no more (a project
 * running the whole Jest project would make every change "affect" every test), no fewer. These
 * cases read each project.json and Jest's configuration, so a new library with specs and no
 * target, or a target that misses its tests, fails here.
 */
const ROOTS = ['apps', 'libs', 'tools', 'bench'];
const SKIP_DIRS = new Set(['node_modules', 'generated', 'dist', 'tmp', 'fixtures']);
const JEST_FILE = /\.(?:spec\.ts|test\.tsx?)$/;
const NODE_TEST_FILE = /\.test\.mjs$/;
const JEST = 'node --experimental-vm-modules --no-warnings node_modules/jest/bin/jest.js';

interface Project {
  root: string;
  name: string;
  targets: Record<string, { command?: string }>;
}

function projectRoots(dir: string): string[] {
  const here = existsSync(join(dir, 'project.json')) ? [dir] : [];
  return [
    ...here,
    ...readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !SKIP_DIRS.has(entry.name))
      .flatMap((entry) => projectRoots(join(dir, entry.name))),
  ];
}

const projects: Project[] = ROOTS.flatMap((root) => projectRoots(root)).map((root) => {
  const json = JSON.parse(readFileSync(join(root, 'project.json'), 'utf8')) as Omit<Project, 'root'>;
  return { root, name: json.name, targets: json.targets ?? {} };
});

/** The files under a project's root that belong to it, not to a project nested inside it. */
function ownFiles(project: Project, dir = project.root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) return [path];
    if (SKIP_DIRS.has(entry.name) || projects.some((other) => other.root === path)) return [];
    return ownFiles(project, path);
  });
}

const jestConfig = require(resolve('jest.config.cjs')) as { projects: Array<{ displayName: string; roots: string[] }> };
const jestRoots = (name: string) =>
  jestConfig.projects
    .find((project) => project.displayName === name)
    ?.roots.map((root) => relative(resolve('.'), root.replace('<rootDir>', resolve('.')))) ?? [];

/** Playwright's browser tests: run by the `e2e` target, after the build they drive. */
const isBrowserTest = (project: Project, file: string) => project.name === 'web-e2e' && file.startsWith(join(project.root, 'src') + sep);

describe('test targets', () => {
  it('finds the projects', () => {
    expect(projects.map((project) => project.name)).toEqual(
      expect.arrayContaining(['api', 'web', 'api-orders', 'web-cart', 'workspace-tools']),
    );
  });

  it('gives every project that holds tests a test target', () => {
    const missing = projects
      .filter((project) =>
        ownFiles(project).some((file) => (JEST_FILE.test(file) || NODE_TEST_FILE.test(file)) && !isBrowserTest(project, file)),
      )
      .filter((project) => !project.targets['test']?.command)
      .map((project) => project.name);
    expect(missing).toEqual([]);
  });

  it("runs a project's Jest tests by its own folder, in the Jest project whose roots hold it", () => {
    const wrong: string[] = [];
    for (const project of projects) {
      const specs = ownFiles(project).filter((file) => JEST_FILE.test(file) && !isBrowserTest(project, file));
      if (specs.length === 0) continue;
      const command = project.targets['test']?.command ?? '';
      // `jest --selectProjects web libs/web/ui` reads the path as a second project name and runs every
      // web test; the path goes before the option.
      const match = new RegExp(`^${JEST.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} (\\S+) --selectProjects (\\S+) --ci\\b`).exec(command);
      const [, path, jestProject] = match ?? [];
      const inRoots = jestRoots(jestProject ?? '').some(
        (root) => project.root === root || project.root.startsWith(root + sep) || root.startsWith(project.root + sep),
      );
      if (path !== project.root || !inRoots) wrong.push(`${project.name}: ${command || '(none)'}`);
    }
    expect(wrong).toEqual([]);
  });

  it("runs a project's node:test files with node --test", () => {
    const wrong = projects
      .filter((project) => ownFiles(project).some((file) => NODE_TEST_FILE.test(file)))
      .filter((project) => !/\bnode --test\b/.test(project.targets['test']?.command ?? ''))
      .map((project) => project.name);
    expect(wrong).toEqual([]);
  });
});
