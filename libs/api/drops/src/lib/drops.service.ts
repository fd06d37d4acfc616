import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@shop/api/config';
import { DROP_DEFAULT_HOURS, type DropStatusResponse, type DropStockInput as StockLine, type ScheduleDropRequest } from '@shop/contract';
import { checkStock, parseStockCsv, StockError } from './drop-stock';
import { dropsCsv } from './drops-csv';
import { DropsRepository, type DropRow, type StoredSchedule } from './drops.repository';
import { dropState, toDropStatus } from './drop-views';
import { DropsSnapshot } from './drops-snapshot';

/** What a schedule asks for, checked and in the form it is stored. */
interface WantedDrop extends StoredSchedule {
  stock: StockLine[];
}

/** How far ahead a drop may be scheduled: a monthly drop is planned weeks ahead, not years. */
const MAX_DAYS_AHEAD = 365;

function sameSchedule(stored: DropRow, wanted: WantedDrop): boolean {
  const key = (lines: readonly StockLine[]) => String(lines.map((l) => `${l.productId}/${l.sizeKey}/${l.boxes}`).sort());
  return (
    stored.opensAt.getTime() === wanted.opensAt.getTime() &&
    stored.closesAt.getTime() === wanted.closesAt.getTime() &&
    stored.announceSubject === wanted.announceSubject &&
    stored.announceBody === wanted.announceBody &&
    key(stored.stock) === key(wanted.stock)
  );
}

/**
 * Staff's side of drops (`npm run drop`, through the admin API): schedule, status, close, export.
 * A drop's name is its identity: scheduling it again with the same content changes nothing, and
 * other content is taken only until the drop opens, so nothing a buyer saw is changed under them.
 */
@Injectable()
export class DropsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly drops: DropsRepository,
    private readonly snapshot: DropsSnapshot,
  ) {}

  async schedule(name: string, request: ScheduleDropRequest): Promise<DropStatusResponse> {
    const wanted = this.wanted(request);
    const changed = await this.drops.transaction(async (tx) => {
      await this.drops.lockSchedules(tx);
      const stored = await this.drops.byName(name, tx);
      if (stored && sameSchedule(stored, wanted)) return false;
      if (stored && dropState(stored, stored.now) !== 'scheduled') {
        throw new ConflictException(
          `The drop "${name}" has ${stored.closedEarlyAt ? 'been closed' : 'opened'} already, so its schedule and stock can no longer change; schedule a new name`,
        );
      }
      const overlap = await this.drops.overlapping(tx, stored?.id ?? null, wanted.opensAt, wanted.closesAt);
      if (overlap) throw new ConflictException(`The drop "${name}" would sell at the same time as "${overlap}"; drops cannot overlap`);
      await this.drops.save(tx, stored?.id ?? null, name, wanted, wanted.stock);
      return true;
    });
    if (changed) this.snapshot.invalidate();
    return { ...(await this.status(name)), changed };
  }

  /** The named drop, or the one the storefront is about now. */
  async status(name?: string): Promise<DropStatusResponse> {
    const drop = await this.find(name);
    return toDropStatus(drop, await this.drops.counts(drop.id));
  }

  async close(name: string): Promise<DropStatusResponse> {
    await this.find(name);
    if (await this.drops.close(name)) this.snapshot.invalidate();
    return this.status(name);
  }

  /** Every order of the drop with its lines, then the packing total per cookie and size, as CSV. */
  async export(name: string): Promise<string> {
    const drop = await this.find(name);
    return dropsCsv(drop, await this.drops.exportRows(drop.id));
  }

  private async find(name?: string): Promise<DropRow> {
    const drop = name ? await this.drops.byName(name) : await this.drops.current();
    if (!drop) throw new NotFoundException(name ? `No drop is named "${name}"` : 'No drop has been scheduled yet');
    return drop;
  }

  private wanted(request: ScheduleDropRequest): WantedDrop {
    if ((request.stock === undefined) === (request.stockCsv === undefined)) {
      throw new BadRequestException('Send the stock either as stock (a list) or as stockCsv (the file), not both and not neither');
    }
    let stock: StockLine[];
    try {
      stock = request.stockCsv !== undefined ? parseStockCsv(request.stockCsv) : checkStock(request.stock ?? []);
    } catch (error) {
      if (error instanceof StockError) throw new BadRequestException(`The stock was not stored: ${error.message}`);
      throw error;
    }
    const { announcement } = request;
    const opensAt = new Date(request.opensAt);
    const latest = new Date(Date.now() + MAX_DAYS_AHEAD * 86_400_000);
    if (opensAt > latest) {
      throw new BadRequestException(`opensAt must be at most a year from now (before ${latest.toISOString()}); got ${request.opensAt}`);
    }
    const hours = request.hours ?? DROP_DEFAULT_HOURS;
    return {
      opensAt,
      closesAt: new Date(opensAt.getTime() + hours * 3_600_000),
      perVisitorBoxes: this.config.drops.perVisitorBoxes,
      announceSubject: announcement?.subject ?? null,
      announceBody: announcement?.body ?? null,
      stock,
    };
  }
}
