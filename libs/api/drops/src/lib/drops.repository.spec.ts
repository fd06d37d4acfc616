import { randomUUID } from 'node:crypto';
import { checkStatements } from '@shop/api/database/testing';
import { DROP_STATEMENTS, type DropRow } from './drops.repository';

const HOUR = 3_600_000;
const open = { id: randomUUID(), name: 'open-drop' };
const stock = [{ productId: 'thin-mint-elite', sizeKey: 'dozen' as const, boxes: 5 }];
const names = (rows: unknown[]) => (rows as { name: string }[]).map((row) => row.name);

// The window each statement reads is shop_drop_window's (prisma/migrations/*_drop_selling_window):
// what schedules, sells and announces on it is apps/api/test/drops.spec.ts.
describe('DropsRepository', () => {
  const now = Date.now();
  const schedule = {
    opensAt: new Date(now - HOUR),
    closesAt: new Date(now + 2 * HOUR),
    perVisitorBoxes: 4,
    announceSubject: 'Open',
    announceBody: 'It is open.',
  };
  checkStatements(DROP_STATEMENTS, {
    lockSchedules: { args: [] },
    insert: { args: [open.id, open.name, { ...schedule, closesAt: new Date(now + HOUR) }] },
    insertStock: { args: [open.id, stock] },
    update: { args: [open.id, schedule] },
    deleteStock: { args: [open.id] },
    overlapping: {
      args: [null, new Date(now + HOUR), new Date(now + 3 * HOUR)],
      rows: (rows) => expect(names(rows)).toEqual([open.name]),
    },
    current: {
      args: [],
      rows: (rows) => expect((rows as DropRow[]).map((row) => [row.name, row.sellsUntil])).toEqual([[open.name, new Date(now + 2 * HOUR)]]),
    },
    dueAnnouncement: { args: [], rows: (rows) => expect(names(rows)).toEqual([open.name]) },
    markAnnounceProblem: { args: [open.id, 'taken'] },
    markAnnounced: { args: [open.id] },
    // Staff's close ends the window now.
    close: { args: [open.name] },
    byName: {
      args: [open.name],
      rows: (rows) => expect((rows as DropRow[])[0].sellsUntil?.getTime()).toBeLessThanOrEqual(Date.now()),
    },
    counts: { args: [open.id], rows: (rows) => expect(rows).toEqual([{ orders: 0, visitors: 0 }]) },
    exportRows: { args: [open.id], rows: (rows) => expect(rows).toEqual([]) },
  });
});
