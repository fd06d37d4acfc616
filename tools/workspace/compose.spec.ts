import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '@shop/api/config';
import Ajv from 'ajv';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import { parse } from 'yaml';

/*
 * There is no Docker engine on the project's machines, so docker-compose.yml is checked by
 * reading it: YAML (with the merge keys it uses), Compose's variable interpolation, the Compose
 * Specification's own JSON schema (vendored in compose-spec/), then what this project needs.
 */

const ROOT = resolve(__dirname, '../..');
const composeText = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const SECRET = 'a'.repeat(64);

type Env = Record<string, string | undefined>;

/**
 * Compose's interpolation (compose-spec, "Interpolation"): $$ is a literal $, and $VAR, ${VAR},
 * ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, ${VAR:+replacement},
 * ${VAR+replacement}. A required variable that is missing fails with its message, as
 * `docker compose` does.
 */
function interpolate(text: string, env: Env): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (whole, name, colon, op, arg, bare) => {
      if (whole === '$$') return '$';
      if (bare) return env[bare] ?? '';
      const value = env[name];
      const missing = colon ? value === undefined || value === '' : value === undefined;
      if (op === undefined) return value ?? '';
      if (op === '-') return missing ? arg : (value as string);
      if (op === '+') return missing ? '' : arg;
      if (missing) throw new Error(`required variable ${name} is missing a value: ${arg}`);
      return value as string;
    },
  );
}

function interpolateAll(node: unknown, env: Env): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, env));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateAll(value, env)]));
  return node;
}

interface Healthcheck {
  test?: string[] | string;
  disable?: boolean;
}
interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: Healthcheck;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  restart?: string;
}
interface ComposeFile {
  services: Record<string, Service>;
}

/** The file as `docker compose config` would see it with this environment. */
const load = (env: Env): ComposeFile => interpolateAll(parse(composeText, { merge: true, uniqueKeys: true }), env) as ComposeFile;

const schema = JSON.parse(readFileSync(join(__dirname, 'compose-spec/compose-spec.json'), 'utf8'));
// strictTypes would lint how the (vendored, upstream) schema is written, not what it validates.
const ajv = new Ajv({ allErrors: true, strictTypes: false });
// The schema names draft-07 by its https address; Ajv knows draft-07 by its http one.
ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
const validate = ajv.compile(schema);
const schemaErrors = (document: unknown) =>
  validate(document) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);

describe('docker-compose.yml', () => {
  const compose = load({ COOKIE_SECRET: SECRET });
  const services = compose.services;

  it('is valid against the Compose Specification schema', () => {
    expect(schemaErrors(compose)).toEqual([]);
  });

  it('would be refused by that schema if it were wrong (the check is real)', () => {
    const typo = structuredClone(compose);
    (typo.services['db'].healthcheck as Record<string, unknown>)['intervall'] = '5s';
    expect(schemaErrors(typo)).not.toEqual([]);
    const badCondition = structuredClone(compose);
    badCondition.services['api-1'].depends_on = { db: { condition: 'service_ready' } };
    expect(schemaErrors(badCondition)).not.toEqual([]);
  });

  it('stops with a message when COOKIE_SECRET is unset or empty, instead of using a placeholder', () => {
    for (const env of [{}, { COOKIE_SECRET: '' }]) {
      expect(() => load(env)).toThrow(
        /required variable COOKIE_SECRET is missing a value: COOKIE_SECRET must be set to 32 or more random characters/,
      );
    }
    for (const name of ['api-1', 'api-2', 'migrate']) expect(services[name].environment?.['COOKIE_SECRET']).toBe(SECRET);
  });

  it('gives every long-running service a health check, and the one-shot migration none', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') {
        expect(service.restart).toBe('no');
        expect(service.healthcheck?.disable).toBe(true);
        continue;
      }
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
      expect({ name, test: Array.isArray(service.healthcheck?.test) && service.healthcheck?.disable !== true }).toEqual({
        name,
        test: true,
      });
    }
  });

  it('orders start-up by health: database, then migrations, then replicas, then the proxy', () => {
    const dependsOn = (name: string) =>
      Object.fromEntries(Object.entries(services[name].depends_on ?? {}).map(([on, { condition }]) => [on, condition]));
    expect(dependsOn('migrate')).toEqual({ db: 'service_healthy' });
    for (const replica of ['api-1', 'api-2']) {
      expect(dependsOn(replica)).toEqual({ db: 'service_healthy', migrate: 'service_completed_successfully', redis: 'service_healthy' });
    }
    expect(dependsOn('proxy')).toEqual({ 'api-1': 'service_healthy', 'api-2': 'service_healthy' });
    // a service_healthy condition needs a health check on the other side
    for (const service of Object.values(services)) {
      for (const [on, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[on]).toBeDefined();
        if (condition === 'service_healthy') expect(services[on].healthcheck?.disable).not.toBe(true);
      }
    }
  });

  it('checks PostgreSQL over TCP, which the first-run init server does not listen on', () => {
    expect(services['db'].healthcheck?.test).toEqual(['CMD-SHELL', expect.stringMatching(/^pg_isready -h 127\.0\.0\.1 /)]);
  });

  it('lets the migration wait for the database, for a bounded time', () => {
    const wait = services['migrate'].command?.find((arg) => arg.startsWith('--wait='));
    expect(services['migrate'].command?.slice(0, 2)).toEqual(['node', 'tools/scripts/migrate.mjs']);
    expect(Number(wait?.slice('--wait='.length))).toBeGreaterThanOrEqual(30);
  });

  it("gives the replicas settings the server accepts, trusting only the private network's proxy", () => {
    const environment = services['api-1'].environment ?? {};
    // The image's build is not on this machine: the rest of the settings is what is under test.
    const config = loadConfig({ ...environment, WEB_DIR: 'none' }, mkdtempSync(join(tmpdir(), 'compose-')));
    expect(config.trustProxy).toEqual(['uniquelocal']);
    expect(config.rateLimits.notify).toBeGreaterThan(0);
  });

  it('checks replica health with the script the image ships, which follows PORT', () => {
    for (const replica of ['api-1', 'api-2'])
      expect(services[replica].healthcheck?.test).toEqual(['CMD', 'node', 'tools/scripts/healthcheck.mjs']);
    expect(dockerfile).toMatch(/^HEALTHCHECK .* CMD \["node", "tools\/scripts\/healthcheck\.mjs"\]$/m);
    expect(dockerfile).toMatch(/^COPY --from=build .*\/app\/tools\/scripts\/healthcheck\.mjs .*\.\/tools\/scripts\/$/m);
  });

  it('publishes the database to this machine only, for staff tools', () => {
    expect(services['db'].ports).toEqual(['127.0.0.1:5433:5432']);
    for (const [name, service] of Object.entries(services)) {
      for (const port of service.ports ?? []) {
        if (name !== 'proxy') expect(port).toMatch(/^127\.0\.0\.1:/);
      }
    }
  });
});

describe('tools/scripts/healthcheck.mjs', () => {
  // Each check starts a Node process: seconds apiece on a loaded 2-core machine, past Jest's 5 s.
  jest.setTimeout(60_000);
  let server: Server;
  let status = 200;

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.statusCode = request.url === '/api/health/ready' ? status : 404;
      response.end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const port = () => String((server.address() as { port: number }).port);
  const check = (env: Env) =>
    new Promise<number | null>((done) => {
      const child = spawn(process.execPath, [join(ROOT, 'tools/scripts/healthcheck.mjs')], {
        env: { PATH: process.env['PATH'], ...env },
        stdio: 'ignore',
      });
      child.on('exit', (code) => done(code));
    });

  it('is healthy when the server on PORT is ready, and follows PORT and HOST', async () => {
    status = 200;
    expect(await check({ PORT: port() })).toBe(0);
    expect(await check({ PORT: port(), HOST: '0.0.0.0' })).toBe(0);
    expect(await check({ PORT: port(), HOST: '127.0.0.1' })).toBe(0);
  });

  it('is unhealthy when the server is not ready, or nothing listens on PORT', async () => {
    status = 503;
    expect(await check({ PORT: port() })).toBe(1);
    status = 200;
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', () => done()));
    const unused = String((closed.address() as { port: number }).port);
    await new Promise<void>((done) => closed.close(() => done()));
    expect(await check({ PORT: unused })).toBe(1);
  });
});
