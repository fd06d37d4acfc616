import 'reflect-metadata';
import { Exclude, Expose, plainToInstance, Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { DtoInstances } from './dto-instances';
import { SignUpDto } from './sign-up.fixture';
import { Trim } from './trim';

// Shaped like the API's flat DTOs (the sign-up: sign-up.fixture.ts), and like the ones they could
// become: a transform per field, several on one field, one only for the other direction or for a
// group, a default value, a property inherited with its transform, a getter and a method among the
// properties.
class NoteDto {
  @Trim()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsString()
  title!: string;

  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value), { toClassOnly: true })
  @Transform(({ value }: { value: unknown }) => `plain:${String(value)}`, { toPlainOnly: true })
  @Transform(({ value }: { value: unknown }) => `admin:${String(value)}`, { groups: ['admin'] })
  @IsOptional()
  @IsString()
  body?: string;

  @IsIn(['low', 'high'])
  priority = 'low';

  @Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => `${String(obj.title)}/${key}`)
  @IsString()
  seenBy?: string;
}

class ReplyDto extends NoteDto {
  @IsString()
  to!: string;
}

class ShapedDto {
  @IsString()
  name!: string;

  @IsOptional()
  format = (text: string) => text.trim();

  @IsString()
  get shout(): string {
    return this.name.toUpperCase();
  }

  @IsString()
  describe(): string {
    return this.name;
  }
}

/** Own keys in order with their values; a function (each instance has its own) as its source. */
const entries = (instance: object) =>
  Object.entries(instance).map(([key, value]) => [key, typeof value === 'function' ? String(value) : value]);
const names = (...keys: string[]) => new Set(keys);
const EMAIL = 'fan@example.com';
const bodies: [string, new () => object, Set<string>, Record<string, unknown>][] = [
  ['a sign-up', SignUpDto, names('email', 'list'), { email: EMAIL }],
  [
    'a sign-up with its address to make canonical',
    SignUpDto,
    names('email', 'list'),
    { email: '  Fan+Drops@Example.COM ', list: 'newsletter' },
  ],
  ['a sign-up whose address is refused', SignUpDto, names('email', 'list'), { email: ' fan@exam ple.com ' }],
  ['a sign-up with null, a number and a boolean', SignUpDto, names('email', 'list'), { email: null, list: 7 }],
  ['a sign-up whose address is true', SignUpDto, names('email', 'list'), { list: 'drop', email: true }],
  ['an empty body', SignUpDto, names('email', 'list'), {}],
  [
    'a note with every field',
    NoteDto,
    names('title', 'body', 'priority', 'seenBy'),
    { title: ' hi ', body: 'b', priority: 'high', seenBy: 'x' },
  ],
  ['a note without its default', NoteDto, names('title', 'body', 'priority', 'seenBy'), { title: 'hi' }],
  ['a note whose body becomes undefined', NoteDto, names('title', 'body', 'priority', 'seenBy'), { body: '', title: 'hi' }],
  ['a note with a null default', NoteDto, names('title', 'body', 'priority', 'seenBy'), { priority: null }],
  ['a reply, with the transforms it inherits', ReplyDto, names('title', 'body', 'priority', 'seenBy', 'to'), { to: 'ann', title: ' re ' }],
  [
    'a body naming a getter and a method',
    ShapedDto,
    names('name', 'shout', 'describe', 'format'),
    { name: 'ann', shout: 'x', describe: 'y' },
  ],
  ['a body naming a function the instance holds', ShapedDto, names('name', 'shout', 'describe', 'format'), { format: 'x', name: 'ann' }],
];

describe('DtoInstances', () => {
  it.each(bodies)('makes what plainToInstance makes of %s', (_case, dto, keys, body) => {
    const instances = DtoInstances.for(dto, keys, undefined);
    if (!instances) throw new Error(`${dto.name} has no DtoInstances`);
    const made = instances.of(structuredClone(body)) as object;
    const transformed = plainToInstance(dto, structuredClone(body));
    // What the validator and the services see: the class, and the own keys in order with their values.
    expect(Object.getPrototypeOf(made)).toBe(Object.getPrototypeOf(transformed));
    expect(entries(made)).toEqual(entries(transformed));
  });

  it('calls each transform with what plainToInstance hands it', () => {
    const seen: unknown[] = [];
    class SpyDto {
      @Transform((params) => {
        seen.push(params);
        return params.value;
      })
      @IsString()
      name!: string;
    }
    const body = { name: 'ann' };
    DtoInstances.for(SpyDto, names('name'), undefined)?.of(body);
    plainToInstance(SpyDto, body);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual(seen[1]);
    expect((seen[0] as { obj: unknown }).obj).toBe(body);
  });

  it.each([
    ['a key the DTO does not name', { email: EMAIL, coupon: 'FREE' }],
    ['an object', { email: { address: EMAIL } }],
    ['an array', { email: [EMAIL] }],
  ])('leaves a body with %s to plainToInstance', (_case, body) => {
    expect(DtoInstances.for(SignUpDto, names('email', 'list'), undefined)?.of(body)).toBeUndefined();
  });

  class NestedDto {
    @Type(() => SignUpDto)
    signUp!: SignUpDto;
  }
  class ExposedDto {
    @Expose({ name: 'mail' })
    @IsString()
    email!: string;
  }
  class ExcludedDto {
    @Exclude()
    @IsString()
    secret!: string;
  }
  @Exclude()
  class ExcludeAllDto {
    @IsString()
    name!: string;
  }
  it.each([
    ['a Type', NestedDto, names('signUp')],
    ['an Expose', ExposedDto, names('email')],
    ['an Exclude', ExcludedDto, names('secret')],
    ['a class-wide Exclude', ExcludeAllDto, names('name')],
  ])('is not made for a DTO with %s', (_case, dto, keys) => {
    expect(DtoInstances.for(dto, keys, undefined)).toBeUndefined();
  });

  it('is not made under options of its own, which plainToInstance applies', () => {
    expect(DtoInstances.for(SignUpDto, names('email', 'list'), { enableImplicitConversion: true })).toBeUndefined();
    expect(DtoInstances.for(SignUpDto, names('email', 'list'), {})).toBeDefined();
  });
});
