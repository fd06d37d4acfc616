import { STATUS_CODES } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ApiErrorBody } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The `error` of a body: the status's reason phrase, from Node's own table of every status, so a
 * status the API newly answers with is named too (a hand-written list once left 401 and 410 as
 * "Error").
 */
function reason(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Fields an HttpException adds to the standard error body, e.g. the lines of an order refusal:
 * `Object.assign(exception, { [API_ERROR_FIELDS]: { reason, lines } })`. They come after the
 * standard fields and cannot replace them.
 */
export const API_ERROR_FIELDS = Symbol('API_ERROR_FIELDS');

/** Driver-adapter error kinds (Prisma 7) that mean the database cannot be reached right now. */
const UNREACHABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TransactionAlreadyClosed',
]);

/** Prisma / pg failures that mean "the database is not there right now", not "the code is wrong". */
function isDatabaseUnavailable(error: unknown): boolean {
  const kind = (error as { meta?: { driverAdapterError?: { cause?: { kind?: string } } } })?.meta?.driverAdapterError?.cause?.kind;
  if (kind && UNREACHABLE_KINDS.has(kind)) return true;
  // Not `instanceof Error`: an error from Node's own sockets may come from another realm (a test's VM).
  const { name = '', message = '', code = '' } = typeof error === 'object' && error !== null ? (error as Record<string, string>) : {};
  const text = `${name} ${message} ${code}`;
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|timeout exceeded when trying to connect|Connection terminated|P1001|P1017|P2024|DatabaseNotReachable|Can't reach database server|connect ECONN|server closed the connection|terminating connection|Connection closed/i.test(
    text,
  );
}

/**
 * Turns every error into `{ statusCode, error, message }` with a sentence a visitor can read:
 * nothing internal (stack, SQL, class names) ever reaches a client. Storefront paths never get
 * here as a 404: @shop/api/storefront answers every GET/HEAD that no API route takes.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const path = request.url.split('?')[0];
    let body: ApiErrorBody = this.toBody(exception, request, path);
    if (exception instanceof HttpException) {
      const extra = exception as HttpException & { headers?: Record<string, string>; [API_ERROR_FIELDS]?: object };
      if (extra.headers) reply.headers(extra.headers);
      // The standard fields first, and again last, so that the extra fields cannot replace them.
      if (extra[API_ERROR_FIELDS]) body = { ...body, ...extra[API_ERROR_FIELDS], ...body };
    }
    reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest, path: string): ApiErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      return { statusCode, error: reason(statusCode), message: sentence(httpMessage(exception, statusCode, `${request.method} ${path}`)) };
    }

    // Errors Fastify raises itself (body too large, bad JSON, wrong content type) carry a statusCode.
    const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      return { statusCode: fastifyStatus, error: reason(fastifyStatus), message: fastifyMessage(fastifyStatus, exception) };
    }

    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable during ${request.method} ${path}`);
      return { statusCode: 503, error: reason(503), message: 'The shop is briefly unavailable. Please try again in a moment.' };
    }

    this.logger.error(
      `Unhandled error during ${request.method} ${path}: ${exception instanceof Error ? exception.stack : String(exception)}`,
    );
    return { statusCode: 500, error: reason(500), message: 'Something went wrong on our side. Please try again.' };
  }
}

/** Fastify's own messages for bodies it refused before any route ran. */
const FASTIFY_BODY_ERRORS: Record<number, RegExp> = {
  400: /JSON|Body cannot be empty/i,
  413: /too large/i,
  415: /Unsupported Media Type/i,
};

function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return 'The request could not be completed.';
  const capitalised = trimmed[0].toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** What Fastify's refusal of a body says to a visitor, by status: Nest re-raises them without their codes. */
function fastifyMessage(status: number, exception: unknown): string {
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'The request body must be JSON (Content-Type: application/json).';
  if (status === 400) {
    return /empty/i.test(String((exception as { message?: unknown }).message))
      ? 'The request body is empty; it must be JSON.'
      : 'The request body is not valid JSON.';
  }
  return sentence(STATUS_CODES[status] ?? 'The request could not be completed');
}

/** The message of an HttpException in a visitor's words: its own, or Nest's, Fastify's or the validation pipe's made readable. */
function httpMessage(exception: HttpException, statusCode: number, route: string): string {
  const response = exception.getResponse();
  if (typeof response === 'string') {
    // Nest's Fastify adapter re-raises Fastify's body errors as HttpException(message, status).
    return FASTIFY_BODY_ERRORS[statusCode]?.test(response) ? fastifyMessage(statusCode, exception) : response;
  }
  const raw = (response as { message?: unknown }).message;
  if (statusCode === HttpStatus.NOT_FOUND && /^Cannot /.test(String(raw))) return `No API route matches ${route}.`;
  // The validation pipe's refusals come as one message per field: each becomes a sentence of its own.
  if (Array.isArray(raw)) return raw.map((part) => sentence(String(part))).join(' ');
  return typeof raw === 'string' ? raw : exception.message;
}
