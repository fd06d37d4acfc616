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
   * `statement` as a prepared statement named `name` on the PostgreSQL pool under the adapter:
   * each connection parses and plans it once, and the rows skip the client's query machinery. For
   * the statements a drop's crowd sends over and over (checkout, sign-up, the order list): through
   * $queryRaw, orders cost about 23% more CPU each and missed bench:api's floor. Only for
   * statements whose columns are text, integers, booleans, timestamps or JSON, which pg and
   * $queryRaw give back alike; on the embedded database, one connection, it is $queryRaw. One
   * name, one text: the text must not vary with the values, and a statement whose columns change
   * needs a new name (running connections keep what they prepared).
   */
  async $queryPrepared<T>(statement: Sql, name: string): Promise<T[]> {
    const { pool } = this.connection;
    if (!pool) return this.$queryRaw<T[]>(statement);
    return (await pool.query<T & QueryResultRow>({ name, text: statement.text, values: statement.values })).rows;
  }

  /** True when the database answers a trivial query. */
  isReachable(): Promise<boolean> {
    return this.$queryRaw`SELECT 1`.then(() => true).catch(() => false);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
    await this.connection.close();
  }
}
