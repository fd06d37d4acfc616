import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER, LIMITS } from '@shop/contract';
import type { FastifyRequest } from 'fastify';

/** Visible ASCII only: keys are opaque tokens (UUIDs, typically), and they are stored. */
const KEY = /^[\x21-\x7e]+$/;
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** The optional Idempotency-Key header: absent, or 1 to 255 visible ASCII characters (else 400). */
function parseIdempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > LIMITS.idempotencyKeyMaxLength || !KEY.test(value)) {
    throw new BadRequestException(
      `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${LIMITS.idempotencyKeyMaxLength} visible characters without spaces.`,
    );
  }
  return value;
}

export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined =>
  parseIdempotencyKey(context.switchToHttp().getRequest<FastifyRequest>().headers[HEADER]),
);
