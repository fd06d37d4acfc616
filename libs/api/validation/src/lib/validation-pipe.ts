import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { ValidationTypes, type ValidationError } from 'class-validator';

/**
 * Every refusal of a DTO's rules, one message per field in class-validator's words, a nested field
 * named by its path (`items.0.price must be a number…`). An unknown key is named the same way:
 * class-validator words it on its own ("property discount should not exist"), which nested under
 * Nest's own path prefix read "items.0.property discount should not exist".
 */
function messages(errors: readonly ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, message]) =>
      !parent ? message : rule === ValidationTypes.WHITELIST ? `${path} should not exist` : `${parent}.${message}`,
    );
    return [...own, ...messages(error.children ?? [], path)];
  });
}

/**
 * The API's one validation pipe (global, create-app.ts): Nest's own, with the DTO's types and
 * rules, no unknown field, and the first failure of each field only. The rules every body is held
 * to whatever its DTO run before it (input-rules.ts).
 */
export function shopValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false },
    exceptionFactory: (errors) => new BadRequestException(messages(errors)),
  });
}
