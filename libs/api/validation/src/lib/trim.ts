import { Transform } from 'class-transformer';

/** Trims a string field before validation, so "  " counts as blank and lengths are of the real text. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
