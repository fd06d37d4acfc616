import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { QueryResultRow } from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import type { DatabaseConnection } from './database-connection';
import type { Sql } from './sql';

export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

/** The one way the API reaches the database. */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {
    super({ adapter: connection.adapter });
  }

  /**
   * Runs one statement straight on the PostgreSQL pool, skipping the client's query machinery:
   * for the busiest statement of a drop (checkout), where that machinery cost several times the
   * statement's own time (bench:drop). Only for statements whose columns are text, integers,
   * booleans or timestamps, which pg and $queryRaw give back alike; on the embedded database it is
   * $queryRaw, so the shared session's ordering rules still hold.
   *
   * `name` makes it a prepared statement of each connection: PostgreSQL parses and plans it once
   * per connection instead of at every call (about 4% more checkouts a second in bench:drop). One
   * name, one text: the statement's text must not vary with its values, and a migration that
   * changes the columns it returns needs a new name (running connections keep the old plan).
   */
  async $queryDirect<T>(statement: Sql, name: string): Promise<T[]> {
    const pool = this.connection.pool;
    if (!pool) return this.$queryRaw<T[]>(statement);
    return (await pool.query<T & QueryResultRow>({ name, text: statement.text, values: statement.values })).rows;
  }

  /** True when the database answers a trivial query. */
  async isReachable(): Promise<boolean> {
    try {
      await this.$queryRaw`SELECT 1`;
      return true;
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
    await this.connection.close();
  }
}
