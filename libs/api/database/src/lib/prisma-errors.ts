/** Prisma's error code for a unique-constraint violation. */
const UNIQUE_VIOLATION = 'P2002';

interface PrismaErrorShape {
  code?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown } } };
}

/**
 * A unique-constraint violation, from a model query (P2002) or from a raw statement, which Prisma
 * reports as P2010 with the driver adapter's own classification of the database error.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, meta } = error as PrismaErrorShape;
  return code === UNIQUE_VIOLATION || meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation';
}
