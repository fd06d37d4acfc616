import { hostname } from 'node:os';
import type { AppConfig } from '@shop/api/config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { requestIdOfLogLine } from './request-id';

/** The longest a log line waits in the buffer. */
const LOG_FLUSH_MS = 1000;

/**
 * How much of the log is written at once: about fifty request lines. Each write is a system call
 * made on libuv's thread pool, with a wake-up of a worker thread and one of the event loop; 16 KB
 * took about 3% off a sign-up's CPU time against 4 KB in bench:api. sonic-boom (pino's
 * destination) refuses a buffer as large as the most it writes in one call, 16 KiB.
 */
const LOG_BUFFER_BYTES = 16_000;

/**
 * The process's one pino logger: JSON lines on stdout for Nest's own messages (through
 * NestPinoLogger) and for the request lines below.
 */
export function createAppLogger(config: AppConfig): Logger {
  // Asynchronous, buffered stdout: lines gather in memory and leave in one write per LOG_BUFFER_BYTES,
  // or at the latest after LOG_FLUSH_MS, instead of one system call per request (bench/api measured
  // per-line writes at about a fifth of a sign-up's CPU time). Pino writes what is left when the
  // process exits; a kill -9 loses at most that last second of lines.
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  // flush() waits for a write in flight by itself; once the stream has ended (shutdown) it throws.
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      clearInterval(timer);
    }
  }, LOG_FLUSH_MS);
  timer.unref();
  return loggerOn(destination, config.logLevel);
}

/** A logger writing to `destination` with the process logger's options (createAppLogger's; its specs use others). */
export function loggerOn(destination: DestinationStream, level: string): Logger {
  // Every line written while a request is handled carries its id (request-id.ts).
  return pino({ level, mixin: requestIdOfLogLine }, destination);
}

/** The message of a request line, the one every answer below 500 gets. */
const COMPLETED = 'request completed';

/**
 * The request line of an answer below 500, as pino writes `logger.info(fields, COMPLETED)` with
 * createAppLogger's options (its defaults: the level's number, the time in epoch milliseconds,
 * pid and hostname, the fields, the message), made in one template and written straight to the
 * logger's destination. Every request writes one and its shape never changes, while pino on its
 * way merges the mixin's fields, serializes each nested object with its general stringifier and
 * looks up the level's name and number: together about a twelfth of a sign-up's CPU time in
 * bench:api. request-logging.spec.ts holds this line to pino's own.
 */
function completedLineWriter(logger: Logger): (request: FastifyRequest, reply: FastifyReply) => void {
  const destination = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  const level = logger.levels.values['info'];
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return (request, reply) => {
    const url = request.url;
    const query = url.indexOf('?');
    destination.write(
      `{"level":${level},"time":${Date.now()}${base},"reqId":${JSON.stringify(request.id)},` +
        `"req":{"method":${JSON.stringify(request.method)},"path":${JSON.stringify(query < 0 ? url : url.slice(0, query))}},` +
        `"res":{"status":${reply.statusCode}},"durationMs":${Math.round(reply.elapsedTime)},"msg":"${COMPLETED}"}\n`,
    );
  };
}

/**
 * One JSON line per request: its id (X-Request-Id, request-id.ts), method, path (no query string),
 * status and duration. Request and
 * response bodies and headers are never logged: they can hold emails, names and messages.
 * A Fastify hook rather than pino-http as Nest middleware (nestjs-pino): that needed Nest's
 * middleware layer on Fastify, a child logger and an async context per request, about a tenth of
 * a sign-up's CPU time in bench/api, for this one line. (The async context that request-id.ts
 * keeps now is Node 24's AsyncLocalStorage alone: no difference bench/api could measure.) A line
 * below 500 is written straight (completedLineWriter); a failure goes through pino, at error.
 */
export function registerRequestLogging(app: FastifyInstance, logger: Logger): void {
  const writeCompleted = completedLineWriter(logger);
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (status < 500) {
      if (logger.isLevelEnabled('info')) writeCompleted(request, reply);
      return done();
    }
    const line = {
      reqId: request.id,
      req: { method: request.method, path: request.url.split('?')[0] },
      res: { status },
      durationMs: Math.round(reply.elapsedTime),
    };
    logger.error(line, 'request failed');
    done();
  });
}
