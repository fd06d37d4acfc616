import { type ClassTransformOptions, type TransformFnParams, TransformationType } from 'class-transformer';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';

// What plainToInstance itself reads: the decorators' metadata and its default options, which
// class-transformer does not export from its index (its own types describe them under types/).
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: MetadataStorage };
const { defaultOptions } = require('class-transformer/cjs/constants/default-options.constant') as { defaultOptions: ClassTransformOptions };

type Dto = Record<string, unknown>;

/** One property of the DTO as plainToInstance treats it: its Transform functions, and whether it is never set. */
interface PropertyPlan {
  transforms: ((params: TransformFnParams) => unknown)[];
  /** On the DTO's prototype without a setter (a getter, a method): plainToInstance leaves such a key out. */
  readOnly: boolean;
}

/** What a body's value may be for the straight path: what JSON and query strings hold at the top level, except objects and arrays. */
function isScalar(value: unknown): boolean {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * plainToInstance for the bodies most requests send, done straight: a flat object whose every key
 * is one of the DTO's properties and whose every value is a string, number, boolean or null. For
 * such a body class-transformer's executor does no more than make the instance and copy each key
 * through its Transform functions, but it builds an executor, a Set and arrays, and asks its
 * metadata storage five to eight times per key to learn that. In the running API that was 4.4–7.0
 * µs of a sign-up's 130–160 µs of CPU, and garbage besides; without it a sign-up took 4–8% less CPU
 * than the build before, in the same runs (`npm run bench:profile`, 2026-11-29). Here those
 * answers are read once per DTO, from the same storage.
 *
 * `of` answers undefined for any other body (a nested value, a key the DTO does not name, which
 * the validator refuses anyway), and the caller then runs plainToInstance. DTOs whose
 * class-transformer metadata does more than Transform (Type, Expose, Exclude) get no
 * DtoInstances, nor do options other than plainToInstance's defaults.
 * dto-instances.spec.ts holds `of` to plainToInstance's answers, so an upgrade of
 * class-transformer that changes them fails there.
 */
export class DtoInstances {
  private constructor(
    private readonly metatype: new () => object,
    private readonly properties: ReadonlyMap<string, PropertyPlan>,
    /** The options a Transform function is handed: plainToInstance's defaults. */
    private readonly options: ClassTransformOptions,
  ) {}

  /**
   * For `metatype`, whose validated properties are `names`, under `transformOptions` (the pipe's);
   * undefined when plainToInstance must always run.
   */
  static for(
    metatype: new (...args: never[]) => object,
    names: Iterable<string>,
    transformOptions: ClassTransformOptions | undefined,
  ): DtoInstances | undefined {
    if (transformOptions && Object.keys(transformOptions).length > 0) return undefined;
    const storage = defaultMetadataStorage;
    const plainToClass = TransformationType.PLAIN_TO_CLASS;
    if (storage.getStrategy(metatype) !== 'none') return undefined;
    if (storage.getExposedProperties(metatype, plainToClass).length > 0) return undefined;
    if (storage.getExcludedProperties(metatype, plainToClass).length > 0) return undefined;
    const properties = new Map<string, PropertyPlan>();
    for (const name of names) {
      if (name === '__proto__' || name === 'constructor') return undefined;
      if (storage.findTypeMetadata(metatype, name) || storage.findExposeMetadataByCustomName(metatype, name)) return undefined;
      // As plainToInstance filters them with no groups and no version given.
      const transforms = storage
        .findTransformMetadatas(metatype, name, plainToClass)
        .filter((metadata) => !metadata.options?.groups?.length)
        .map((metadata) => metadata.transformFn);
      const descriptor = Object.getOwnPropertyDescriptor(metatype.prototype, name);
      properties.set(name, { transforms, readOnly: descriptor !== undefined && !descriptor.set });
    }
    return new DtoInstances(metatype as new () => object, properties, { ...defaultOptions });
  }

  /** The DTO instance plainToInstance would make of `body`, or undefined when this body is plainToInstance's to transform. */
  of(body: Dto): object | undefined {
    const keys = Object.keys(body);
    for (const key of keys) if (!this.properties.has(key) || !isScalar(body[key])) return undefined;
    const instance = new this.metatype() as Dto;
    for (const key of keys) {
      const { transforms, readOnly } = this.properties.get(key) as PropertyPlan;
      // plainToInstance does not overwrite a getter or a method the instance already has.
      if (readOnly || instance[key] instanceof Function) continue;
      let value = body[key];
      for (const transform of transforms)
        value = transform({ value, key, obj: body, type: TransformationType.PLAIN_TO_CLASS, options: this.options });
      instance[key] = value;
    }
    return instance;
  }
}
