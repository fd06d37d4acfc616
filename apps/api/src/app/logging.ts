import type { IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { AppConfig } from '@shop/api/config';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import pino from 'pino';

/**
 * The process's log: JSON lines on stdout through pino, one per request (pino-http, through
 * nestjs-pino) and Nest's own messages, every line written while a request is handled carrying its
 * id as `reqId` (the X-Request-Id of libs/api/http's request-id.ts). A request line holds the
 * method, the path without its query string (links carry tokens there), the status and the
 * duration: never a body, a header or an address. What a service logs is redacted where it names
 * an address or a token.
 */
/**
 * Written from a buffer rather than a system call per line, which cost a fifth of a sign-up's CPU
 * time (bench:api): lines gather until there are 16 KB of them (sonic-boom's largest write is
 * 16 KiB), or for a second at most, then leave in one write on libuv's thread pool. Against a
 * write whenever none is in flight, that took about 1% off an order's CPU time (a profile of
 * bench:api). Pino flushes what is left when the process exits; a kill -9 loses at most that
 * last second.
 */
const stdout = pino.destination({ dest: 1, sync: false, minLength: 16_000, periodicFlush: 1000 });

export function loggingModule(config: AppConfig) {
  return LoggerModule.forRoot({
    pinoHttp: [
      {
        level: config.logLevel,
        quietReqLogger: true,
        customAttributeKeys: { reqId: 'reqId', responseTime: 'durationMs' },
        // The serializers below get Node's request and response as they are, not the copies
        // pino-http would first make of them (every header, the query, the socket's address) only
        // for these to keep two fields.
        wrapSerializers: false,
        serializers: {
          // Nest's middleware runs on a copy of the URL without the route's prefix; originalUrl is the whole one.
          req: (req: IncomingMessage & { originalUrl?: string }) => ({
            method: req.method,
            path: (req.originalUrl ?? req.url)?.split('?')[0],
          }),
          res: (res: { statusCode: number }) => ({ status: res.statusCode }),
        },
        customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
        customErrorMessage: () => 'request failed',
        // The filter has logged what went wrong, with its stack; pino-http's own Error for a 5xx says nothing more.
        customErrorObject: (_req, _res, _error, line: Record<string, unknown>) => ({ ...line, err: undefined }),
        redact: { paths: ['email', '*.email', 'to', '*.to', 'token', '*.token'], censor: '[redacted]' },
      },
      stdout,
    ],
    // Every path: the storefront's pages are routes of Fastify's own, outside the /api prefix.
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
  });
}

/**
 * nestjs-pino keeps one root logger per process, made by the first app, whose level every app then
 * shares; an app (a test's, with its own LOG_LEVEL) sets it as it starts, as nestjs-pino documents.
 */
export function useLogLevel(config: AppConfig): void {
  PinoLogger.root.level = config.logLevel;
}
