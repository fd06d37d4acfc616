import 'reflect-metadata';
import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsIn, IsNumber, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ShopValidationPipe } from './shop-validation.pipe';

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
    ['an unknown field on a line', { items: [{ id: 'a', quantity: 1, price: 1 }], total: 1 }],
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
