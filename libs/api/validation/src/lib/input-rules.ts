/**
 * How many objects and arrays a request body may nest. The deepest body the API takes is an
 * order (the body, its items, a line): 3. Anything much deeper is no form's, and deep nesting is
 * what recursive code (Nest's stripping of prototype keys, class-transformer) overflows the stack
 * on: 2,000 levels answered 500.
 */
export const MAX_INPUT_DEPTH = 16;

/**
 * Keys no body may carry, whatever its DTO: the names every object inherits (toString, valueOf,
 * hasOwnProperty, constructor, __proto__...) and `prototype`. class-transformer skips a key whose
 * value on the new instance is a function, and Nest's ValidationPipe deletes `__proto__`,
 * `constructor` and `prototype` before validating, so such a key used to vanish silently where
 * every other unknown field is refused.
 */
function isReservedKey(key: string): boolean {
  return key in Object.prototype || key === 'prototype';
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored as it is, if it cannot. PostgreSQL's text refuses the NUL
 * character outright (a 500 once it reached the database); a lone surrogate is not Unicode at
 * all, and the driver would store U+FFFD in its place, changing what the visitor wrote.
 */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds half of a surrogate pair)';
  return undefined;
}

/** `items.0.name`, as class-validator names a nested field. */
const fieldPrefix = (path: string) => (path ? `${path}.` : '');

/**
 * The rules every body and query string is held to before a DTO looks at it (acceptBodies):
 * at most MAX_INPUT_DEPTH levels, no reserved key, every string storable. Returns the first
 * problem as a sentence naming the field, or undefined. It walks with a stack of its own, so the
 * depth it checks cannot overflow it.
 */
export function inputProblem(input: unknown): string | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return `${path || 'the request body'} ${problem}`;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth === MAX_INPUT_DEPTH) return `The request body nests objects and arrays more than ${MAX_INPUT_DEPTH} levels deep`;
    const entries = Array.isArray(value) ? value.map((item: unknown, index) => [String(index), item] as const) : Object.entries(value);
    if (!Array.isArray(value)) {
      for (const [key] of entries) {
        // Worded as class-validator's whitelist words an unknown key (validation-pipe.ts): on its own,
        // "property toString should not exist"; nested, by its path, "items.0.toString should not exist".
        if (isReservedKey(key)) return path ? `${path}.${key} should not exist` : `property ${key} should not exist`;
        const problem = textProblem(key);
        if (problem) return `${fieldPrefix(path)}a property name ${problem}`;
      }
    }
    // Pushed in reverse, so the first field is looked at (and reported) first.
    for (let i = entries.length - 1; i >= 0; i--)
      pending.push({ value: entries[i][1], path: `${fieldPrefix(path)}${entries[i][0]}`, depth: depth + 1 });
  }
  return undefined;
}
