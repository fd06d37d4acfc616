import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type AppConfig, loadConfig } from '@shop/api/config';
import { DataDirInUseError, databaseLocation, waitForDatabase } from '@shop/api/database';
import { StorefrontBuildError } from '@shop/api/storefront';
import { createApp } from './create-app';

/**
 * A start-up failure an operator fixes by changing a setting: main.ts prints its message, one
 * line naming the variable and what to do, instead of a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface RunningServer {
  app: NestFastifyApplication;
  config: AppConfig;
  /** The port actually bound (PORT=0 lets the system choose). */
  port: number;
}

/** Reads the configuration, builds the app and listens; see StartupError for how it fails. */
export async function startServer(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Promise<RunningServer> {
  const config = loadConfig(env, cwd);
  let app: NestFastifyApplication | undefined;
  try {
    // One plain connection first: the pg driver's error codes say what is wrong with DATABASE_URL,
    // where the schema engine would only report that it could not connect.
    await waitForDatabase(config.database, { timeoutMs: 0 });
    app = await createApp(config);
    await app.listen(config.port, config.host);
  } catch (error) {
    await app?.close().catch(() => undefined);
    const problem = startupProblem(error, config);
    throw problem ? new StartupError(problem) : error;
  }
  const address = app.getHttpServer().address();
  return { app, config, port: typeof address === 'object' && address ? address.port : config.port };
}

/** The operator-facing reading of an error thrown while opening the database or the port, if it has one. */
function startupProblem(error: unknown, config: AppConfig): string | undefined {
  if (error instanceof DataDirInUseError || error instanceof StorefrontBuildError) return error.message;
  const code = errorCode(error);
  const { port, host } = config;
  switch (code) {
    case 'EADDRINUSE':
      return `PORT ${port} is already in use on ${host}: stop the process that holds it, or set PORT to a free port`;
    case 'EACCES':
      return `PORT ${port} may not be opened by this user (ports below 1024 need privileges): set PORT to 1024 or above`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine: use 0.0.0.0 (every interface), 127.0.0.1, or one of this machine's addresses`;
  }
  if ((code === 'ENOTFOUND' || code === 'EAI_AGAIN') && (error as { hostname?: unknown } | undefined)?.hostname === host) {
    return `HOST ${host} does not resolve to an address: use an IP address or a hostname this machine knows`;
  }
  if (config.database.kind === 'postgres') {
    const where = databaseLocation(config.database.url);
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH') {
      return `DATABASE_URL: cannot reach PostgreSQL at ${where} (${code}): start the server or correct the URL`;
    }
    if (code === '28P01' || code === '28000') return `DATABASE_URL: PostgreSQL at ${where} refused the user name or password`;
    if (code === '3D000') return `DATABASE_URL: the database named in the URL does not exist on ${where}: create it first`;
  }
  return undefined;
}

/** Node's errno codes and PostgreSQL's SQLSTATEs, wherever the driver adapter left them. */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    const original = (current as { originalCode?: unknown }).originalCode;
    if (typeof original === 'string') return original;
    current = cause;
  }
  return undefined;
}
