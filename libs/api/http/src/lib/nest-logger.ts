import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

/**
 * Nest's own messages (start-up, errors caught by Nest) as JSON lines through the process's one
 * pino logger, with the Nest context (`RoutesResolver`, `ExceptionsHandler`...) as `context`.
 * The request lines do not come through here: a Fastify hook writes them (request-logging.ts).
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  /** Nest passes the context last; `error(message, stack, context)` carries a stack before it. */
  private write(level: Level, message: unknown, params: unknown[]): void {
    const fields: Record<string, unknown> = {};
    const rest = [...params];
    if (typeof rest[rest.length - 1] === 'string') fields['context'] = rest.pop();
    if (message instanceof Error) {
      fields['err'] = message;
      this.logger[level](fields, message.message);
      return;
    }
    if (level === 'error' && typeof rest[0] === 'string' && /\n\s*at /.test(rest[0])) {
      fields['err'] = { message: String(message), stack: rest[0] };
    }
    if (message !== null && typeof message === 'object') this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
