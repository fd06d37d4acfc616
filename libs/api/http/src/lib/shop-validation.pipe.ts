import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { inputProblem } from './input-rules';

/**
 * The one validation pipe of the API (global, create-app.ts): the generic input rules first
 * (input-rules.ts: depth, reserved keys, text PostgreSQL can store), for every body and query
 * string whatever its DTO, then the DTO's own rules: types, lengths, formats, no unknown fields,
 * the first failure of each field only.
 */
export class ShopValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query') {
      const problem = inputProblem(value);
      if (problem) throw new BadRequestException(problem);
    }
    return super.transform(value, metadata);
  }
}
