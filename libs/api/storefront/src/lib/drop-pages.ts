import { dropPageReplacements, type DropPagePhase, type DropResponse } from '@shop/contract';
import { CachedDocument } from './cached-document';

/** What the storefront needs from the drops: the current drop, from the API's shared snapshot. */
export interface DropSource {
  current(): Promise<Pick<DropResponse, 'phase' | 'name' | 'opensAt' | 'closesAt'>>;
}

/** Documents kept per page: the current drop's, and a few before it while requests still name them. */
const KEPT_DOCUMENTS = 4;

/**
 * A page that tells the drop (the landing page): the build wrote it once per phase, with
 * sentinels where the drop's times go (DROP_PAGE_SENTINELS); this picks the current phase's and
 * writes the times in. Each result is cached with its compressed forms (CachedDocument) under the
 * drop it says, which changes a few times a month: the stock figures are not in the HTML (they
 * fill in live from /api/drop), so the cache holds whatever the crowd.
 */
export class DropPage {
  private readonly documents = new Map<string, CachedDocument>();
  /** The last document answered for a drop, kept for a moment when the drops cannot be read. */
  private lastDropDocument: CachedDocument | undefined;

  constructor(
    /** The page while no drop was ever scheduled (phase `none`). */
    private readonly noDrop: CachedDocument,
    /** The page's text per phase, with the sentinels. */
    private readonly variants: Partial<Record<DropPagePhase, string>>,
    private readonly contentType: string,
  ) {}

  /** The document for the current drop. */
  async document(drops: DropSource | undefined): Promise<CachedDocument> {
    if (!drops) return this.noDrop;
    let drop: Awaited<ReturnType<DropSource['current']>>;
    try {
      drop = await drops.current();
    } catch {
      // The database is unreachable: the page it last said is truer than the demo's.
      return this.lastDropDocument ?? this.noDrop;
    }
    const template = drop.phase === 'none' ? undefined : this.variants[drop.phase];
    if (template === undefined) return this.noDrop;
    const key = JSON.stringify([drop.phase, drop.name, drop.opensAt, drop.closesAt]);
    let document = this.documents.get(key);
    if (!document) {
      let text = template;
      for (const [from, to] of dropPageReplacements(drop)) text = text.replaceAll(from, to);
      document = new CachedDocument(Buffer.from(text), this.contentType);
      this.documents.set(key, document);
      // One in, so at most one out: the oldest, first in a Map's insertion order.
      if (this.documents.size > KEPT_DOCUMENTS) this.documents.delete(this.documents.keys().next().value as string);
    }
    this.lastDropDocument = document;
    return document;
  }
}
