import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { ValidationTypes, type ValidationError, type ValidatorOptions } from 'class-validator';
import { DtoChecks } from './dto-checks';
import { DtoInstances } from './dto-instances';
import { inputProblem } from './input-rules';
import { bodyTextOf, cachesValidBodies, ValidBodies } from './valid-bodies';

/** An object as JSON.parse or Fastify's query-string parser makes it: not null, not an array. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A flat DTO's straight paths: its rules always, its instances unless class-transformer must make them. */
interface FlatDto {
  checks: DtoChecks;
  instances: DtoInstances | undefined;
}

/**
 * The one validation pipe of the API (global, create-app.ts): the generic input rules first
 * (input-rules.ts: depth, reserved keys, text PostgreSQL can store), for every body and query
 * string whatever its DTO, then the DTO's own rules: types, lengths, formats, no unknown fields,
 * the first failure of each field only. The bodies of a DTO marked CacheValidBodies that passed
 * are kept by their text, and the same text again gets the same (frozen) DTO without either step.
 * For a flat DTO, a flat body's instance is made straight (DtoInstances) and the DTO's rules run
 * straight (DtoChecks); class-transformer and class-validator's executors run only for the bodies
 * those do not take or do not pass.
 */
export class ShopValidationPipe extends ValidationPipe {
  /** The options every DTO is validated with, made once rather than spread per request. */
  private readonly dtoValidation: ValidatorOptions;
  /** Per DTO class marked CacheValidBodies: its bodies that passed, by their text. */
  private readonly validBodies = new WeakMap<object, ValidBodies>();
  /** Per DTO class: its straight paths, or null when it has none (a nested DTO, say). */
  private readonly flat = new WeakMap<object, FlatDto | null>();

  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });
    this.dtoValidation = { ...this.validatorOptions, validationError: { target: false, ...this.validatorOptions.validationError } };
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'body' && metadata.type !== 'query') return super.transform(value, metadata);
    const cache = metadata.type === 'body' ? this.cacheFor(metadata.metatype) : undefined;
    const text = cache && isRecord(value) ? bodyTextOf(value) : undefined;
    const known = text === undefined ? undefined : cache?.get(text);
    if (known) return known;
    const problem = inputProblem(value);
    if (problem) throw new BadRequestException(problem);
    if (!isRecord(value) || !metadata.metatype || !this.toValidate(metadata)) return super.transform(value, metadata);
    // A parsed body or query string for a DTO: what ValidationPipe does for it, without the walks
    // it makes for values no parser here produces. inputProblem has just refused every reserved
    // key (the prototype keys Nest strips), and JSON and query strings hold no binary values (Nest
    // refuses them nested) and no array gaps (Nest closes them). Those walks were about a quarter
    // of the validation of an order body (20 µs against 14.5 without them), paid by every POST.
    // shop-validation.pipe.spec.ts holds this path to ValidationPipe's answers.
    const flat = this.flatFor(metadata.metatype);
    const entity = flat?.instances?.of(value) ?? (plainToInstance(metadata.metatype, value, this.transformOptions) as object);
    // A body DtoChecks passes is one class-validator would pass; any other is validated by
    // class-validator, which words the refusal.
    if (!flat?.checks.passes(entity)) {
      const errors = await this.validate(entity, this.dtoValidation);
      if (errors.length > 0) {
        this.stripParentErrorValues(errors);
        throw await this.exceptionFactory(errors);
      }
    }
    return text !== undefined && cache ? cache.keep(text, entity) : entity;
  }

  /**
   * A nested field's problem is named by its path: class-validator words an unknown key on its own
   * ("property discount should not exist") and Nest puts the parent's path in front, which read
   * "items.0.property discount should not exist". The unknown key is named as every other nested
   * field is: "items.0.discount should not exist" (input-rules.ts words reserved keys the same).
   */
  protected override prependConstraintsWithParentProp(parentPath: string, error: ValidationError): ValidationError {
    const prepended = super.prependConstraintsWithParentProp(parentPath, error);
    if (prepended.constraints?.[ValidationTypes.WHITELIST]) {
      prepended.constraints[ValidationTypes.WHITELIST] = `${parentPath}.${error.property} should not exist`;
    }
    return prepended;
  }

  private flatFor(metatype: NonNullable<ArgumentMetadata['metatype']>): FlatDto | undefined {
    let flat = this.flat.get(metatype);
    if (flat === undefined) {
      const checks = DtoChecks.of(metatype, this.dtoValidation);
      flat = checks ? { checks, instances: DtoInstances.for(metatype, checks.names, this.transformOptions) } : null;
      this.flat.set(metatype, flat);
    }
    return flat ?? undefined;
  }

  private cacheFor(metatype: ArgumentMetadata['metatype']): ValidBodies | undefined {
    if (!metatype || !cachesValidBodies(metatype)) return undefined;
    let cache = this.validBodies.get(metatype);
    if (!cache) this.validBodies.set(metatype, (cache = new ValidBodies()));
    return cache;
  }
}
