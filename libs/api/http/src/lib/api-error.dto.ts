import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';
import type { ApiErrorBody } from '@shop/contract';

/** The one error shape every endpoint answers with (see ApiExceptionFilter). */
class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiProperty({ description: 'A sentence a visitor can read.', example: 'Email must be an email.' })
  message!: string;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid body: malformed JSON, a missing or badly formed field, an unknown field, a NUL character, or nesting over 16 levels. The message names the field and the rule.',
  401: 'The admin token is missing or wrong.',
  403: 'The request came from an origin that is not allowed (Origin header).',
  409: 'The name is taken by something with other content.',
  410: 'The link has expired or was already used; the message says which and what to do.',
  413: 'The body is larger than 32 KiB.',
  415: 'The body is not JSON (Content-Type must be application/json).',
  422: 'The body is well formed but breaks a business rule; the message says which and what was expected.',
  429: 'Rate limit reached for this client address; Retry-After says in how many seconds to try again.',
  503: 'The database is unreachable; try again shortly.',
};

/** Documents the error responses a route can give, all with the ApiErrorDto body. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', type: ApiErrorDto })),
  );
}

/** The errors every JSON POST endpoint can answer with. */
export const POST_ERRORS = [400, 403, 413, 415, 429, 503] as const;
