import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import {
  Allow,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  validate,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
  Validate,
} from 'class-validator';
import { DtoChecks } from './dto-checks';
import { SignUpDto } from './sign-up.fixture';
import { Trim } from './trim';

// The options ShopValidationPipe validates with.
const OPTIONS = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true, validationError: { target: false } };

// Shaped like the API's flat DTOs: the sign-up (sign-up.fixture.ts), a token, and a rule that
// applies only when another field says so.

class TokenDto {
  @Trim()
  @MaxLength(12)
  @IsString()
  @IsNotEmpty()
  token!: string;
}

class ReplyDto {
  @IsIn(['mail', 'none'])
  kind!: string;

  @ValidateIf((reply: ReplyDto) => reply.kind === 'mail')
  @IsString()
  address?: string;

  @IsString({ validateIf: (reply: ReplyDto) => reply.kind === 'mail' })
  @IsOptional()
  note?: string;
}

const EMAIL = 'fan@example.com';
const cases: [string, new () => object, unknown][] = [
  ['a sign-up', SignUpDto, { email: EMAIL }],
  ['a sign-up to the newsletter', SignUpDto, { email: 'Fan+drops@Example.COM', list: 'newsletter' }],
  ['a sign-up with spaces around the address', SignUpDto, { email: `  ${EMAIL} ` }],
  ['a sign-up with a null list', SignUpDto, { email: EMAIL, list: null }],
  ['a sign-up to an unknown list', SignUpDto, { email: EMAIL, list: 'all' }],
  ['a sign-up with an extra field', SignUpDto, { email: EMAIL, coupon: 'FREE' }],
  ['an empty address', SignUpDto, { email: '' }],
  ['an address without an @', SignUpDto, { email: 'fan.example.com' }],
  ['an address too long', SignUpDto, { email: `${'a'.repeat(250)}@example.com` }],
  ['an address with a space', SignUpDto, { email: 'fan@exam ple.com' }],
  ['an address with a zero-width space', SignUpDto, { email: 'fan\u200b@example.com' }],
  ['an address with a non-ASCII name', SignUpDto, { email: 'fän@example.com' }],
  ['an address that is a number', SignUpDto, { email: 42 }],
  ['an address that is null', SignUpDto, { email: null }],
  ['an address that is a list', SignUpDto, { email: [EMAIL] }],
  ['no address', SignUpDto, {}],
  ['a token', TokenDto, { token: ' abc ' }],
  ['a token too long', TokenDto, { token: 'x'.repeat(13) }],
  ['a blank token', TokenDto, { token: '   ' }],
  ['no token', TokenDto, {}],
  ['a reply by mail', ReplyDto, { kind: 'mail', address: EMAIL, note: 'hi' }],
  ['a reply by mail without an address', ReplyDto, { kind: 'mail' }],
  ['no reply, with a number for an address', ReplyDto, { kind: 'none', address: 7, note: 7 }],
  ['a reply by mail with a number for a note', ReplyDto, { kind: 'mail', address: EMAIL, note: 7 }],
  ['a reply of an unknown kind', ReplyDto, { kind: 'fax' }],
];

describe('DtoChecks', () => {
  it.each(cases)('passes %s exactly when class-validator does', async (_name, metatype, body) => {
    const dto = plainToInstance(metatype, body) as object;
    const valid = (await validate(dto, OPTIONS)).length === 0;
    expect(DtoChecks.of(metatype, OPTIONS)?.passes(dto)).toBe(valid);
  });

  it('leaves to class-validator every DTO with a rule of another kind', () => {
    class Line {
      @IsString()
      id!: string;
    }
    class Nested {
      @ValidateNested()
      @Type(() => Line)
      line!: Line;
    }
    class Defined {
      @IsDefined()
      id!: string;
    }
    class Allowed {
      @Allow()
      anything!: unknown;
    }
    class Each {
      @IsString({ each: true })
      tags!: string[];
    }
    @ValidatorConstraint({ async: true })
    class Later implements ValidatorConstraintInterface {
      validate(): Promise<boolean> {
        return Promise.resolve(true);
      }
    }
    class Async {
      @Validate(Later)
      id!: string;
    }
    class Bare {
      id!: string;
    }
    for (const metatype of [Nested, Defined, Allowed, Each, Async, Bare]) expect(DtoChecks.of(metatype, OPTIONS)).toBeUndefined();
  });

  it('leaves to class-validator a value whose rule answers with a promise', () => {
    class Undeclared {
      @ValidateBy({ name: 'later', validator: { validate: () => Promise.resolve(true) as unknown as boolean } })
      id!: string;
    }
    expect(DtoChecks.of(Undeclared, OPTIONS)?.passes(plainToInstance(Undeclared, { id: 'a' }))).toBe(false);
  });
});
