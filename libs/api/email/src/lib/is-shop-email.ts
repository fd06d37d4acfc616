import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { LIMITS } from '@shop/contract';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { canonicalEmail, emailAddressProblem } from './email-address';

/**
 * Trims the address and, when it is one the shop accepts, turns it into its canonical form, so
 * every service gets the address it stores. A refused address is only trimmed: the validator
 * below must see what was typed to say what is wrong with it.
 */
const Canonical = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return emailAddressProblem(trimmed) === undefined ? canonicalEmail(trimmed) : trimmed;
  });

/** emailAddressProblem as a class-validator rule, its sentence as the message. */
const IsDeliverable = () =>
  ValidateBy({
    name: 'isDeliverableEmail',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && emailAddressProblem(value) === undefined,
      defaultMessage: (args) => `${args?.property ?? 'email'} ${emailAddressProblem(String(args?.value)) ?? 'must be an email'}`,
    },
  });

/**
 * The shop's one rule for an email field (the notify and contact forms, erasures, drop orders):
 * trimmed, then present, a string, at most LIMITS.emailMaxLength characters, nothing a relay
 * refuses or drops (emailAddressProblem), an address; and stored in its canonical form
 * (canonicalEmail). With stopAtFirstError only the first failure in that order is reported, so a
 * person sees the one thing to fix.
 */
export function IsShopEmail(example: string): PropertyDecorator {
  // Applied in this order, so class-validator checks in this order too.
  return applyDecorators(
    ApiProperty({ format: 'email', maxLength: LIMITS.emailMaxLength, example }),
    Canonical(),
    IsNotEmpty(),
    IsString(),
    MaxLength(LIMITS.emailMaxLength),
    IsDeliverable(),
    IsEmail(),
  );
}
