import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client';
import type { DatabaseConnection } from './database-connection';

export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

/** The one way the API reaches the database. */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {
    super({ adapter: connection.adapter });
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
