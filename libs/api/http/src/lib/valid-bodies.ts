/**
 * Where the JSON body parser leaves the exact text of a body on the object it parsed
 * (create-app.ts), for ShopValidationPipe's cache of bodies that passed. A symbol and not
 * enumerable, so no walk over the body (the input rules, class-transformer, a log) ever sees it.
 */
const BODY_TEXT = Symbol('BODY_TEXT');

/** Marks DTO classes whose valid bodies ShopValidationPipe keeps (CacheValidBodies). */
const CACHES_VALID_BODIES = Symbol('CACHES_VALID_BODIES');

/** Keeps `text` on `parsed` (an object or array from JSON.parse) as the text it was parsed from. */
export function keepBodyText<T>(parsed: T, text: string): T {
  if (typeof parsed === 'object' && parsed !== null) Object.defineProperty(parsed, BODY_TEXT, { value: text });
  return parsed;
}

/** The exact text a parsed body came from, when the JSON parser kept it. */
export function bodyTextOf(value: object): string | undefined {
  return (value as { [BODY_TEXT]?: string })[BODY_TEXT];
}

/**
 * For a DTO whose bodies arrive again and again with the same text: a drop's crowd sends the
 * same few carts thousands of times a second at an opening and after a sell-out. Validation
 * (class-transformer, then class-validator) was a fifth of a refused checkout's CPU time in
 * bench:api and about 40% of what it allocated; a text that passed once is answered from a
 * bounded cache instead (ValidBodies). Only for DTOs whose rules depend on nothing but the body, and whose
 * bodies hold no personal data: the cache keeps them in memory.
 */
export function CacheValidBodies(): ClassDecorator {
  return (target) => {
    Object.defineProperty(target, CACHES_VALID_BODIES, { value: true });
  };
}

/** Whether `metatype` is a DTO class marked CacheValidBodies. */
export function cachesValidBodies(metatype: unknown): boolean {
  return typeof metatype === 'function' && (metatype as { [CACHES_VALID_BODIES]?: boolean })[CACHES_VALID_BODIES] === true;
}

/** Freezes a validated DTO and everything in it, since one instance now answers many requests. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * The validated DTOs of body texts that passed, by their exact text, as VerifiedCookies keeps
 * verified cookies: only what passed is kept, so a text that failed, or differs by one
 * character, is validated (and answered) as before. Texts longer than `maxTextLength` are not
 * kept, and at most `capacity` are; the oldest goes first. Kept DTOs are frozen.
 */
export class ValidBodies {
  private readonly dtos = new Map<string, object>();

  constructor(
    private readonly capacity = 1_000,
    private readonly maxTextLength = 2_048,
  ) {}

  get(text: string): object | undefined {
    return this.dtos.get(text);
  }

  /** Keeps `dto` (frozen) as the answer to `text`, and returns it. */
  keep<T extends object>(text: string, dto: T): T {
    if (text.length > this.maxTextLength) return dto;
    if (this.dtos.size >= this.capacity) this.dtos.delete(this.dtos.keys().next().value as string);
    this.dtos.set(text, deepFreeze(dto));
    return dto;
  }

  get size(): number {
    return this.dtos.size;
  }
}
