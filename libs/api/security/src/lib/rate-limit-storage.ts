import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { Redis } from 'ioredis';

/** Longest start-up waits for Redis; after that requests are served and counted once it connects. */
const REDIS_STARTUP_WAIT_MS = 2000;

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counters: in Redis when REDIS_URL is set (so every API process counts together),
 * in this process's memory otherwise. A Redis outage lets requests through rather than failing
 * every sign-up and order: the limit protects the shop, it is not worth an outage of its own.
 */
@Injectable()
export class RateLimitStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly storage: ThrottlerStorage;
  private readonly redis: Redis | undefined;
  private lastWarning = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, {
        // While Redis is away a command fails at once (and the request goes through) instead of
        // waiting in a queue for a reconnect; a Redis that hangs costs at most commandTimeout.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: 500,
        connectTimeout: 1000,
        keyPrefix: config.redisKeyPrefix,
      });
      this.redis.on('error', () => undefined);
      this.storage = new ThrottlerStorageRedisService(this.redis);
    } else {
      this.storage = new ThrottlerStorageService();
    }
  }

  /** Gives Redis a moment to connect before the first request, so counting starts with the server. */
  async onModuleInit(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    // Unref'd: a timer left running after Redis is ready holds nothing open.
    await new Promise((resolve) => {
      setTimeout(resolve, REDIS_STARTUP_WAIT_MS).unref();
      redis.once('ready', resolve);
    });
    if ((redis.status as string) !== 'ready') this.logger.warn('Redis is not answering yet; rate limits apply once it does.');
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<StorageRecord> {
    try {
      return await this.storage.increment(key, ttl, limit, blockDuration, throttlerName);
    } catch (error) {
      const now = Date.now();
      if (now - this.lastWarning > 10_000) {
        this.lastWarning = now;
        this.logger.warn(`Rate-limit storage unavailable, letting requests through: ${(error as Error).message}`);
      }
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect(false);
    (this.storage as Partial<ThrottlerStorageService>).onApplicationShutdown?.();
  }
}
