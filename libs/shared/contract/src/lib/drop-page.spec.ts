import { DROP_PAGE_SENTINELS, dropPageReplacements, dropTimeUtc } from './drop-page';

describe('a drop in the HTML', () => {
  it('writes a time in UTC as a visitor reads it, in the format of the rest of the shop', () => {
    expect(dropTimeUtc('2026-12-04T14:00:00Z')).toBe('Dec 4, 2026, 2:00 PM UTC');
    expect(dropTimeUtc('2026-01-31T00:05:00Z')).toBe('Jan 31, 2026, 12:05 AM UTC');
    expect(dropTimeUtc('2026-07-01T12:30:00Z')).toBe('Jul 1, 2026, 12:30 PM UTC');
  });

  it('has sentinels that read apart from each other in both forms', () => {
    const { opensAt, closesAt } = DROP_PAGE_SENTINELS;
    expect(opensAt).not.toBe(closesAt);
    expect(dropTimeUtc(opensAt)).not.toBe(dropTimeUtc(closesAt));
  });

  it('replaces each sentinel in both its forms with the real time', () => {
    const pairs = dropPageReplacements({ opensAt: '2026-12-04T14:00:00Z', closesAt: '2026-12-07T14:00:00Z' });
    expect(pairs).toEqual([
      [DROP_PAGE_SENTINELS.opensAt, '2026-12-04T14:00:00.000Z'],
      [dropTimeUtc(DROP_PAGE_SENTINELS.opensAt), 'Dec 4, 2026, 2:00 PM UTC'],
      [DROP_PAGE_SENTINELS.closesAt, '2026-12-07T14:00:00.000Z'],
      [dropTimeUtc(DROP_PAGE_SENTINELS.closesAt), 'Dec 7, 2026, 2:00 PM UTC'],
    ]);
  });
});
