import 'reflect-metadata';
import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import * as classTransformer from 'class-transformer';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsIn, IsNumber, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ShopValidationPipe } from './shop-validation.pipe';
import { CacheValidBodies, keepBodyText, ValidBodies } from './valid-bodies';

// DTOs shaped like the API's: a nested array of lines (as CreateOrderDto), an optional field and a
// trimming transform (as the email fields), and a query.
class LineDto {
  @MaxLength(20)
  @IsString()
  id!: string;

  @IsNumber({ allowNaN: false, allowInfinity: false })
  quantity!: number;
}

class OrderDto {
  @ValidateNested({ each: true })
  @IsObject({ each: true })
  @IsArray()
  @Type(() => LineDto)
  items!: LineDto[];

  @IsNumber()
  total!: number;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @MaxLength(10)
  @IsString()
  note?: string;
}

class ListQueryDto {
  @IsOptional()
  @IsIn(['drop', 'news'])
  list?: string;
}

const body = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });
const query = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'query', metatype });

/** What a pipe makes of a value: the DTO it returns, or the status and messages it throws. */
async function outcome(pipe: ValidationPipe, value: unknown, metadata: ArgumentMetadata) {
  try {
    const result: unknown = await pipe.transform(value, metadata);
    return { result, type: (result as object | null)?.constructor?.name };
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return { status: error.getStatus(), response: error.getResponse() };
  }
}

describe('ShopValidationPipe', () => {
  const shop = new ShopValidationPipe();
  // Nest's own pipe with the same options: what the shop's answered before its shorter path.
  const nest = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });

  const bodies: [string, unknown][] = [
    ['a valid body', { items: [{ id: 'a', quantity: 2 }], total: 4800 }],
    ['a valid body with a note to trim', { items: [], total: 1, note: '  hi  ' }],
    ['an unknown field', { items: [], total: 1, coupon: 'FREE' }],
    ['wrong types at both levels', { items: [{ id: 7, quantity: 'two' }], total: '1' }],
    ['a line that is not an object', { items: [5, null, [{ id: 'a', quantity: 1 }]], total: 1 }],
    ['items that are not an array', { items: { id: 'a' }, total: 1 }],
    ['too long after trimming', { items: [], total: 1, note: ` ${'x'.repeat(11)} ` }],
    ['an empty object', {}],
  ];

  it.each(bodies)('answers %s as ValidationPipe does', async (_name, value) => {
    const clone = () => structuredClone(value);
    expect(await outcome(shop, clone(), body(OrderDto))).toEqual(await outcome(nest, clone(), body(OrderDto)));
  });

  it("names an unknown field on a line by its path, as it names the line's other fields", async () => {
    const value = { items: [{ id: 'a', quantity: 1, price: 1 }], total: 1 };
    expect(await outcome(shop, structuredClone(value), body(OrderDto))).toEqual({
      status: 400,
      response: { statusCode: 400, error: 'Bad Request', message: ['items.0.price should not exist'] },
    });
    // ValidationPipe's own wording, which this replaces; everything else about the answer is the same.
    expect(await outcome(nest, structuredClone(value), body(OrderDto))).toEqual({
      status: 400,
      response: { statusCode: 400, error: 'Bad Request', message: ['items.0.property price should not exist'] },
    });
  });

  it('returns an instance of the DTO, nested lines included', async () => {
    const dto = (await shop.transform({ items: [{ id: 'a', quantity: 2 }], total: 4800 }, body(OrderDto))) as OrderDto;
    expect(dto).toBeInstanceOf(OrderDto);
    expect(dto.items[0]).toBeInstanceOf(LineDto);
  });

  it.each<[string, unknown]>([
    ['a known list', { list: 'news' }],
    ['an unknown list', { list: 'all' }],
    ['an unknown parameter', { page: '2' }],
  ])('answers a query with %s as ValidationPipe does', async (_name, value) => {
    const parsed = () => Object.assign(Object.create(null) as object, value);
    expect(await outcome(shop, parsed(), query(ListQueryDto))).toEqual(await outcome(nest, parsed(), query(ListQueryDto)));
  });

  it('leaves what is not an object body to ValidationPipe', async () => {
    for (const value of [undefined, null, 'text', 42, [{ id: 'a', quantity: 1 }]]) {
      expect(await outcome(shop, value, body(OrderDto))).toEqual(await outcome(nest, value, body(OrderDto)));
    }
  });

  it('refuses a reserved key before any DTO sees the body, where ValidationPipe would drop it', async () => {
    const value = JSON.parse('{"items":[],"total":1,"constructor":{"x":1}}') as object;
    await expect(shop.transform(value, body(OrderDto))).rejects.toThrow('property constructor should not exist');
  });
});

// As SubscribeDto: a flat DTO, whose instances DtoInstances makes and whose rules DtoChecks runs.
class SignUpDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(20)
  @IsString()
  email!: string;

  @IsOptional()
  @IsIn(['drop', 'news'])
  list?: string;
}

describe('ShopValidationPipe with a flat DTO', () => {
  const nest = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });

  afterEach(() => jest.restoreAllMocks());

  // Whether the body is valid, and whether class-transformer makes its instance (a key the DTO
  // does not name, or a value that is an object or an array) rather than DtoInstances.
  it.each<[string, unknown, boolean, boolean]>([
    ['a valid body', { email: ' fan@example.com ' }, true, false],
    ['a valid body with a list', { email: 'fan@example.com', list: 'news' }, true, false],
    ['an unknown list', { email: 'fan@example.com', list: 'all' }, false, false],
    ['an unknown field', { email: 'fan@example.com', page: 2 }, false, true],
    ['a number', { email: 42 }, false, false],
    ['an object', { email: { address: 'fan@example.com' } }, false, true],
    ['too long', { email: 'x'.repeat(21) }, false, false],
  ])(
    'answers %s as ValidationPipe does, asking class-transformer and class-validator only when needed',
    async (_name, value, valid, transformed) => {
      const shop = new ShopValidationPipe();
      const validations = jest.spyOn(shop as unknown as { validate: () => unknown }, 'validate');
      const transforms = jest.spyOn(classTransformer, 'plainToInstance');
      const answer = await outcome(shop, structuredClone(value), body(SignUpDto));
      expect(transforms).toHaveBeenCalledTimes(transformed ? 1 : 0);
      // The spy sees Nest's calls too: ValidationPipe transforms every body.
      const nestAnswer = await outcome(nest, structuredClone(value), body(SignUpDto));
      expect(transforms).toHaveBeenCalledTimes(transformed ? 2 : 1);
      expect(answer).toEqual(nestAnswer);
      expect(answer.type === 'SignUpDto').toBe(valid);
      expect(validations).toHaveBeenCalledTimes(valid ? 0 : 1);
    },
  );
});

// As CreateOrderDto: a DTO whose valid bodies the pipe keeps by their text.
@CacheValidBodies()
class CachedOrderDto extends OrderDto {}

/** A body as the API's JSON parser hands it over: parsed, with its text kept (create-app.ts). */
const parsed = (text: string): object => keepBodyText(JSON.parse(text) as object, text);

describe('ShopValidationPipe with CacheValidBodies', () => {
  const TEXT = '{"items":[{"id":"a","quantity":2}],"total":4800,"note":" hi "}';
  let pipe: ShopValidationPipe;
  let validations: jest.SpyInstance;
  beforeEach(() => {
    pipe = new ShopValidationPipe();
    validations = jest.spyOn(pipe as unknown as { validate: () => unknown }, 'validate');
  });

  it('answers the same text again with the same DTO, without validating it again', async () => {
    const first = (await pipe.transform(parsed(TEXT), body(CachedOrderDto))) as CachedOrderDto;
    const second = (await pipe.transform(parsed(TEXT), body(CachedOrderDto))) as CachedOrderDto;
    expect(second).toBe(first);
    expect(validations).toHaveBeenCalledTimes(1);
    // What validation made of it, transforms included, as the first time.
    expect(second).toBeInstanceOf(CachedOrderDto);
    expect(second.items[0]).toBeInstanceOf(LineDto);
    expect(second.note).toBe('hi');
  });

  it('freezes a kept DTO, lines included, since it answers many requests', async () => {
    const dto = (await pipe.transform(parsed(TEXT), body(CachedOrderDto))) as CachedOrderDto;
    expect(Object.isFrozen(dto) && Object.isFrozen(dto.items) && Object.isFrozen(dto.items[0])).toBe(true);
  });

  it('validates another text on its own, even one that differs only in spacing', async () => {
    const first = await pipe.transform(parsed(TEXT), body(CachedOrderDto));
    const spaced = await pipe.transform(parsed(TEXT.replace(',', ', ')), body(CachedOrderDto));
    expect(spaced).not.toBe(first);
    expect(spaced).toEqual(first);
    expect(validations).toHaveBeenCalledTimes(2);
  });

  it('never keeps a body that failed: the same text is refused, with the same words, every time', async () => {
    const text = '{"items":[{"id":"a","quantity":"two"}],"total":1}';
    const answers = [await outcome(pipe, parsed(text), body(CachedOrderDto)), await outcome(pipe, parsed(text), body(CachedOrderDto))];
    expect(answers[0]).toMatchObject({
      status: 400,
      response: { message: ['items.0.quantity must be a number conforming to the specified constraints'] },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(validations).toHaveBeenCalledTimes(2);
  });

  it('refuses a text that breaks the input rules every time (nothing before them is kept)', async () => {
    const text = '{"items":[],"total":1,"note":"a\\u0000b"}';
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform(parsed(text), body(CachedOrderDto))).rejects.toThrow('note must not contain the NUL character');
    }
  });

  it('validates every time a DTO that is not marked, or a body whose text was not kept', async () => {
    await pipe.transform(parsed(TEXT), body(OrderDto));
    await pipe.transform(parsed(TEXT), body(OrderDto));
    await pipe.transform(JSON.parse(TEXT), body(CachedOrderDto));
    await pipe.transform(JSON.parse(TEXT), body(CachedOrderDto));
    expect(validations).toHaveBeenCalledTimes(4);
  });

  it('does not show the kept text to the DTO or to JSON', async () => {
    const value = parsed(TEXT);
    expect(Object.keys(value)).toEqual(['items', 'total', 'note']);
    expect(JSON.stringify(value)).toBe(JSON.stringify(JSON.parse(TEXT)));
  });
});

describe('ValidBodies', () => {
  it('keeps at most its capacity, dropping the oldest first', () => {
    const bodies = new ValidBodies(2);
    const dtos = [{ n: 1 }, { n: 2 }, { n: 3 }];
    dtos.forEach((dto, i) => bodies.keep(`text ${i}`, dto));
    expect(bodies.size).toBe(2);
    expect(bodies.get('text 0')).toBeUndefined();
    expect(bodies.get('text 2')).toBe(dtos[2]);
  });

  it('does not keep a text longer than its limit', () => {
    const bodies = new ValidBodies(10, 8);
    bodies.keep('123456789', { n: 1 });
    expect(bodies.get('123456789')).toBeUndefined();
    expect(bodies.size).toBe(0);
  });
});
