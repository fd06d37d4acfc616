import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '@shop/contract';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from './trim';

/**
 * The shop's one rule for an email field (the notify and contact forms): trimmed, then present, a
 * string, at most LIMITS.emailMaxLength characters, an address. With stopAtFirstError only the
 * first failure in that order is reported, so a person sees the one thing to fix.
 */
export function IsShopEmail(example: string): PropertyDecorator {
  // Applied in this order, so class-validator checks in this order too.
  return applyDecorators(
    ApiProperty({ format: 'email', maxLength: LIMITS.emailMaxLength, example }),
    Trim(),
    IsNotEmpty(),
    IsString(),
    MaxLength(LIMITS.emailMaxLength),
    IsEmail(),
  );
}
