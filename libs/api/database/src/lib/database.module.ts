import { Global, Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { openDatabase, type DatabaseConnection } from './database-connection';
import { applyMigrations } from './migrator';
import { DATABASE_CONNECTION, PrismaService } from './prisma.service';

/**
 * Opens the configured database and brings its schema up to date before anything can query it,
 * so a fresh machine (or a fresh PGlite directory) needs no separate migration step.
 */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<DatabaseConnection> => {
        const connection = await openDatabase(config.database);
        // Replicas behind a load balancer leave migrations to one deploy step (MIGRATE_ON_START=false).
        if (!config.migrateOnStart) return connection;
        try {
          const applied = await applyMigrations(connection.adapter);
          if (applied.length > 0) new Logger('Database').log(`Applied migrations: ${applied.join(', ')}`);
        } catch (error) {
          await connection.close();
          throw error;
        }
        return connection;
      },
    },
    PrismaService,
  ],
  exports: [PrismaService],
})
export class DatabaseModule {}
