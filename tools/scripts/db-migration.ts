// npm run db:migration -- <name>: writes the next migration from the changes in prisma/schema.prisma.
import { createMigration } from '@shop/api/database';

async function main() {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run db:migration -- <name>');
    process.exit(2);
  }
  const dir = await createMigration(name);
  console.log(dir ? `Created ${dir}` : 'The migrations already match prisma/schema.prisma: nothing to create.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
