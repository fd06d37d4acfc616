export * from './lib/database-connection';
export * from './lib/embedded-database-socket';
export * from './lib/pglite-wire-server';
export * from './lib/migrator';
export * from './lib/migrate-database';
export * from './lib/prisma.service';
export * from './lib/database.module';
export * from './lib/sql';
export type { Prisma } from './generated/prisma/client';
