import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { DROP_SNAPSHOT_MAX_AGE_MS, type DropResponse } from '@shop/contract';
import { DropsRepository, type DropRow } from './drops.repository';
import { toDropResponse } from './drop-views';

/**
 * The drop as every visitor sees it: one read of the database at most every
 * DROP_SNAPSHOT_MAX_AGE_MS per process, however many visitors ask (a flash crowd polls
 * GET /api/drop). Concurrent callers of a stale snapshot share one read. The phase is worked out
 * at each answer from the selling window read (shop_drop_window), so a drop opens and closes on
 * the second even between reads.
 */
@Injectable()
export class DropsSnapshot {
  private row: DropRow | null = null;
  private readAt = -Infinity;
  private reading: Promise<DropRow | null> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly drops: DropsRepository,
  ) {}

  async current(): Promise<DropResponse> {
    if (performance.now() - this.readAt >= DROP_SNAPSHOT_MAX_AGE_MS) await this.read();
    return toDropResponse(this.row, new Date(), this.config.drops.perVisitorBoxes);
  }

  /** After staff change a drop in this process, the next answer reads it again. */
  invalidate(): void {
    this.readAt = -Infinity;
  }

  private read(): Promise<DropRow | null> {
    this.reading ??= this.drops
      .current()
      .then((row) => {
        this.row = row;
        this.readAt = performance.now();
        return row;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }
}
