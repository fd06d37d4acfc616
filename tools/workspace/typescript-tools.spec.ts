import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const scripts: Record<string, string> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
const LOADER = '--import ./tools/scripts/register-tsx.mjs';
const FIXTURE = 'tools/scripts/fixtures/busy-until-interrupted.ts';

/** The npm scripts that run one of the workspace's TypeScript tools (tools/scripts/*.ts). */
const typescriptTools = Object.entries(scripts).filter(([, command]) => /tools\/scripts\/[\w-]+\.ts\b/.test(command));

/**
 * `command` run as npm runs a script (`sh -c`, node_modules/.bin first on PATH), in a process group
 * of its own, until it prints `ready`; then Ctrl+C to the whole group, as a terminal sends it.
 * Resolves with what it printed.
 */
async function interrupted(command: string): Promise<string> {
  const env = { ...process.env, PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env['PATH'] ?? ''}` };
  const child = spawn('sh', ['-c', command], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('exit', done));
  const deadline = Date.now() + 60_000;
  while (!output.includes('ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${command} did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  // A moment inside the busy stretch that follows `ready`.
  await new Promise((done) => setTimeout(done, 100));
  process.kill(-(child.pid as number), 'SIGINT');
  await exited;
  return output;
}

describe('the npm scripts that run TypeScript tools', () => {
  it('are db:migrate, db:seed, db:migration and studio', () => {
    expect(typescriptTools.map(([name]) => name).sort()).toEqual(['db:migrate', 'db:migration', 'db:seed', 'studio']);
  });

  it.each(typescriptTools)('%s runs its tool in node itself, with the workspace loader', (_name, command) => {
    expect(command).toMatch(/^node /);
    expect(command).toContain(LOADER);
  });

  // Why: the tsx command runs a tool in a child and SIGKILLs it on Ctrl+C unless the child answers
  // within 30 ms twice (register-tsx.mjs). Studio holds the embedded database, whose socket, lock
  // and clean shutdown are its clean-up (studio.spec.ts checks those on the real thing).
  it("lets a tool whose event loop is busy run its own clean-up on Ctrl+C (studio's command, another tool)", async () => {
    const command = scripts['studio'].replace('tools/scripts/studio.ts', FIXTURE);
    expect(command).toContain(FIXTURE);
    const output = await interrupted(command);
    expect(output).toContain('ready: drop, newsletter');
    expect(output).toContain('cleaned up');
  }, 90_000);
});
