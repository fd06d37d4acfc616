import { pendingSchemaChanges } from './migrator';

describe('prisma/migrations', () => {
  it('agree with prisma/schema.prisma (run `npm run db:migration -- <name>` after changing the schema)', async () => {
    expect(await pendingSchemaChanges()).toBe('');
  }, 60_000);
});
