import { Prisma } from '../generated/prisma/client';

/**
 * A parameterised statement: each `${value}` becomes a bind parameter ($1, $2...), never text, and
 * an array is one parameter (a PostgreSQL array). Repositories build their statements with it and
 * run them with `$queryRaw(statement)` / `$executeRaw(statement)`.
 */
export const sql = Prisma.sql;
export type Sql = Prisma.Sql;

/**
 * Anything that runs a repository's statements: the PrismaService itself, or the client of an open
 * transaction (`prisma.$transaction((tx) => …)`), so one method serves both.
 */
export type SqlRunner = Pick<Prisma.TransactionClient, '$executeRaw' | '$queryRaw'>;

/** What a repository's statements are: named builders, each checked by `checkStatements` (testing). */
export type StatementCatalog = Record<string, (...args: never[]) => Sql>;
