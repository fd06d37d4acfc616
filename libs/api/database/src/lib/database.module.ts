import { Global, Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { openDatabase, type DatabaseConnection } from './database-connection';
import { shareEmbeddedDatabase } from './embedded-database-socket';
import { applyMigrations } from './migrator';
import { DATABASE_CONNECTION, PrismaService } from './prisma.service';

/**
 * Opens the configured database and brings its schema up to date before anything can query it,
 * so a fresh machine (or a fresh PGlite directory) needs no separate migration step. An embedded
 * database on disk is then shared with `npm run studio` on its socket (embedded-database-socket.ts),
 * since no other process can open it while this one runs.
 */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<DatabaseConnection> => {
        const connection = await openDatabase(config.database);
        const logger = new Logger('Database');
        // Replicas behind a load balancer leave migrations to one deploy step (MIGRATE_ON_START=false).
        if (config.migrateOnStart) {
          try {
            const applied = await applyMigrations(connection.adapter);
            if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);
          } catch (error) {
            await connection.close();
            throw error;
          }
        }
        connection.fill();
        const { database } = config;
        if (!config.shareEmbeddedDatabase || database.kind !== 'pglite' || !database.dataDir) return connection;
        return shareEmbeddedDatabase(connection, database.dataDir, logger);
      },
    },
    PrismaService,
  ],
  exports: [PrismaService],
})
export class DatabaseModule {}
