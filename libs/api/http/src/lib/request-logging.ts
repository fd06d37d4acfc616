import type { AppConfig } from '@shop/api/config';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { requestIdOfLogLine } from './request-id';

/** The longest a log line waits in the buffer. */
const LOG_FLUSH_MS = 1000;

/**
 * The process's one pino logger: JSON lines on stdout for Nest's own messages (through
 * NestPinoLogger) and for the request lines below.
 */
export function createAppLogger(config: AppConfig): Logger {
  // Asynchronous, buffered stdout: lines gather in memory and leave in one write per 4 KiB, or at
  // the latest after LOG_FLUSH_MS, instead of one system call per request (bench/api measured
  // per-line writes at about a fifth of a sign-up's CPU time). Pino writes what is left when the
  // process exits; a kill -9 loses at most that last second of lines.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // flush() waits for a write in flight by itself; once the stream has ended (shutdown) it throws.
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      clearInterval(timer);
    }
  }, LOG_FLUSH_MS);
  timer.unref();
  // Every line written while a request is handled carries its id (request-id.ts).
  return pino({ level: config.logLevel, mixin: requestIdOfLogLine }, destination);
}

/**
 * One JSON line per request: its id (X-Request-Id, request-id.ts), method, path (no query string),
 * status and duration. Request and
 * response bodies and headers are never logged: they can hold emails, names and messages.
 * A Fastify hook rather than pino-http as Nest middleware (nestjs-pino): that needed Nest's
 * middleware layer on Fastify, a child logger and an async context per request, about a tenth of
 * a sign-up's CPU time in bench/api, for this one line. (The async context that request-id.ts
 * keeps now is Node 24's AsyncLocalStorage alone: no difference bench/api could measure.)
 */
export function registerRequestLogging(app: FastifyInstance, logger: Logger): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const line = {
      reqId: request.id,
      req: { method: request.method, path: request.url.split('?')[0] },
      res: { status },
      durationMs: Math.round(reply.elapsedTime),
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request completed');
    done();
  });
}
