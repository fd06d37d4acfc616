// Used by the Prisma CLI only (generate, studio). The API never reads this file: it builds its own
// driver adapter from the validated configuration (libs/api/config).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env['DATABASE_URL'] ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
