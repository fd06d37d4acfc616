import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/**
 * Nx replays a cached build when none of the build target's inputs changed, so a file the build
 * reads that is not an input makes a cached build stale: change it, and `npm run build` hands back
 * the old pages. (The prerender's social-card.mjs was one: a change to the cards' lettering left
 * every cached build with the old cards.) These cases follow what each build target runs, the
 * scripts its command starts and the config files it names, through their relative imports, and
 * require every file reached to be an input: in the project, in a library the project depends on
 * (`^production`), or listed in the target's `inputs`.
 */
const root = process.cwd();
const projectFiles = ['apps', 'libs', 'tools', 'bench'].flatMap((dir) => findProjects(dir));

function findProjects(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const here = existsSync(join(dir, 'project.json')) ? [join(dir, 'project.json')] : [];
  return [
    ...here,
    ...readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['node_modules', 'dist', 'tmp', 'src', 'generated'].includes(entry.name))
      .flatMap((entry) => findProjects(join(dir, entry.name))),
  ];
}

const sharedGlobals = (JSON.parse(readFileSync('nx.json', 'utf8')) as { namedInputs: { sharedGlobals: string[] } }).namedInputs
  .sharedGlobals;

interface Target {
  command?: string;
  inputs?: string[];
}

const projects = projectFiles.map((file) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { name: string; targets?: Record<string, Target> };
  return { name: json.name, root: dirname(file), targets: json.targets ?? {} };
});

const { compilerOptions } = JSON.parse(readFileSync('tsconfig.base.json', 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};
/** The project root each workspace alias points into. */
const aliasRoots = Object.entries(compilerOptions.paths).map(([alias, [target]]) => ({
  alias,
  root: projects.find((project) => target.startsWith(project.root + '/'))?.root,
}));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'generated', 'dist'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.(?:[cm]?[jt]s|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

/** The project roots `projectRoot` depends on through workspace aliases, transitively (what `^production` covers). */
function dependencyRoots(projectRoot: string, seen = new Set<string>()): Set<string> {
  for (const file of sourceFiles(projectRoot)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+['"](@shop\/[^'"]+)['"]|import\(\s*['"](@shop\/[^'"]+)['"]/g)) {
      const dependency = aliasRoots.find((entry) => entry.alias === specifier)?.root;
      if (dependency && !seen.has(dependency)) {
        seen.add(dependency);
        dependencyRoots(dependency, seen);
      }
    }
  }
  return seen;
}

/** `file` and every file it reaches through relative imports (static, or dynamic with a literal path). */
function reachedFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = normalize(join(dirname(file), match[1]));
    const candidates = [target, ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((extension) => target + extension)];
    const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (found) reachedFrom(found, seen);
  }
  return seen;
}

/** The files a target's command runs or configures itself with: `node <script>` and `--config <file>`. */
function filesRunBy(command: string): string[] {
  return [...command.matchAll(/(?:\bnode|--config)\s+([\w./-]+\.(?:mjs|cjs|js|mts|ts))/g)].map((match) => normalize(match[1]));
}

describe('build inputs', () => {
  const builds = projects.filter((project) => project.targets['build']?.command);

  it('finds the builds and what they run', () => {
    expect(builds.map((project) => project.name).sort()).toEqual(['api', 'web']);
    const web = builds.find((project) => project.name === 'web');
    expect(filesRunBy(web?.targets['build'].command ?? '')).toEqual(
      expect.arrayContaining([join('apps', 'web', 'vite.config.mts'), join('tools', 'scripts', 'prerender.mjs')]),
    );
    expect([...reachedFrom(join('tools', 'scripts', 'prerender.mjs'))]).toContain(join('tools', 'scripts', 'social-card.mjs'));
  });

  it.each(builds.map((project) => [project.name, project] as const))(
    '%s:build has every file it runs among its inputs',
    (_name, project) => {
      const target = project.targets['build'];
      // The project's inputs ("production") take in nx.json's sharedGlobals (tsconfig.base.json, the lockfile).
      const listed = new Set(
        [...(target.inputs ?? []), ...sharedGlobals]
          .filter((input) => input.startsWith('{workspaceRoot}/'))
          .map((input) => normalize(input.slice('{workspaceRoot}/'.length))),
      );
      const covered = [project.root, ...dependencyRoots(project.root)];
      const reached = [...new Set(filesRunBy(target.command ?? '').flatMap((file) => [...reachedFrom(file)]))];
      const missing = reached.filter((file) => !listed.has(file) && !covered.some((dir) => file.startsWith(dir + sep)));
      expect(missing.map((file) => relative(root, join(root, file)))).toEqual([]);
    },
  );
});
