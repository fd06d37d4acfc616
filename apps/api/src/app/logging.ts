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
 * time (bench:api); pino flushes it when the process exits.
 */
const stdout = pino.destination({ dest: 1, sync: false });

export function loggingModule(config: AppConfig) {
  return LoggerModule.forRoot({
    pinoHttp: [
      {
        level: config.logLevel,
        quietReqLogger: true,
        customAttributeKeys: { reqId: 'reqId', responseTime: 'durationMs' },
        serializers: {
          req: (req: IncomingMessage) => ({ method: req.method, path: req.url?.split('?')[0] }),
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
