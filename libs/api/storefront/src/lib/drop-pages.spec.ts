import { DROP_PAGE_SENTINELS, dropTimeUtc, type DropResponse } from '@shop/contract';
import { CachedDocument } from './cached-document';
import { DropPage, type DropSource } from './drop-pages';

type Drop = Awaited<ReturnType<DropSource['current']>>;

const HTML = 'text/html; charset=utf-8';
const { opensAt: OPENS, closesAt: CLOSES } = DROP_PAGE_SENTINELS;
// As the prerender writes a phase's page: each time as an attribute and as read.
const variant = (phase: string) =>
  `<section data-drop-phase="${phase}" data-drop-opens-at="${OPENS}" data-drop-closes-at="${CLOSES}">` +
  `Opens <time datetime="${OPENS}">${dropTimeUtc(OPENS)}</time> Closes <time datetime="${CLOSES}">${dropTimeUtc(CLOSES)}</time></section>`;

const DEC: Drop = { phase: 'scheduled', name: 'dec-drop', opensAt: '2026-12-04T14:00:00.000Z', closesAt: '2026-12-07T14:00:00.000Z' };

function source(drop: () => Drop | Promise<Drop>) {
  const current = jest.fn(async () => drop());
  return { current } satisfies DropSource;
}

const text = (document: CachedDocument) => document.body.toString();

describe('DropPage: the landing page told for the current drop', () => {
  const noDrop = new CachedDocument(Buffer.from('<section data-drop-phase="none">15 days</section>'), HTML);
  const page = () => new DropPage(noDrop, { scheduled: variant('scheduled'), open: variant('open'), closed: variant('closed') }, HTML);

  it("writes the drop's times over the sentinels of its phase's page, as ISO and in UTC as read", async () => {
    const html = text(await page().document(source(() => DEC)));
    expect(html).toContain('data-drop-phase="scheduled"');
    expect(html).toContain(`data-drop-opens-at="${DEC.opensAt}"`);
    expect(html).toContain('Opens <time datetime="2026-12-04T14:00:00.000Z">Dec 4, 2026, 2:00 PM UTC</time>');
    expect(html).toContain('Closes <time datetime="2026-12-07T14:00:00.000Z">Dec 7, 2026, 2:00 PM UTC</time>');
    expect(html).not.toContain('2999');
  });

  it('picks the page of each phase, and the no-drop page while no drop was ever scheduled', async () => {
    const dropPage = page();
    for (const phase of ['scheduled', 'open', 'closed'] as const) {
      expect(text(await dropPage.document(source(() => ({ ...DEC, phase }))))).toContain(`data-drop-phase="${phase}"`);
    }
    const none: Drop = { phase: 'none', name: null, opensAt: null, closesAt: null };
    expect(await dropPage.document(source(() => none))).toBe(noDrop);
    expect(await dropPage.document(undefined)).toBe(noDrop);
  });

  it('makes each document once per drop, and a new one when the drop changes', async () => {
    const dropPage = page();
    let drop: Drop = DEC;
    const drops = source(() => drop);
    const first = await dropPage.document(drops);
    expect(await dropPage.document(drops)).toBe(first);
    drop = { ...DEC, phase: 'open' };
    const opened = await dropPage.document(drops);
    expect(opened).not.toBe(first);
    drop = { ...DEC, phase: 'open', closesAt: '2026-12-06T10:00:00.000Z' }; // closed early by staff, say
    expect(text(await dropPage.document(drops))).toContain('Dec 6, 2026, 10:00 AM UTC');
    drop = { ...DEC, phase: 'open' };
    expect(await dropPage.document(drops)).toBe(opened);
  });

  it('keeps answering with the last drop it told when the drops cannot be read', async () => {
    const dropPage = page();
    let failing = false;
    const drops = source(() => {
      if (failing) throw new Error('database unreachable');
      return DEC;
    });
    const told = await dropPage.document(drops);
    failing = true;
    expect(await dropPage.document(drops)).toBe(told);
    expect(await page().document(drops)).toBe(noDrop);
  });

  it('never writes an invalid time', async () => {
    const html = text(await page().document(source(() => ({ ...DEC, opensAt: 'not a time' }) as DropResponse)));
    expect(html).not.toContain('NaN');
    expect(html).not.toContain('not a time');
  });
});
