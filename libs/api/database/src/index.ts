export * from './lib/database-connection';
export * from './lib/migrator';
export * from './lib/migrate-database';
export * from './lib/prisma.service';
export * from './lib/database.module';
export * from './lib/prisma-errors';
export * from './lib/sql';
export type { Prisma } from './generated/prisma/client';
