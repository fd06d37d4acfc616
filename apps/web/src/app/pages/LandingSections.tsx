import type { SizeKey } from '@shop/contract';
import { CatalogSection } from '@shop/web/catalog';
import { ContactSection, NewsletterSection, NotifySection, IngredientsSection, ProcessSection, ReviewsSection } from '@shop/web/landing';
import { BlogTeasersSection } from '@shop/web/blog';
import { useCurrentDrop } from '@shop/web/data-access-api';
import type { HeroDrop } from '@shop/web/landing';
import Box from '@mui/material/Box';
import { HydrateWhenNeeded, useHydrating, usePartHydrated } from '@shop/web/startup';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface LandingSectionsProps {
  onAddToCart(productId: string, sizeKey: SizeKey, quantity: number): void;
  /** Called with the current drop when it is first known and whenever its phase or times change. */
  onDrop(drop: HeroDrop): void;
}

/**
 * Mounts one more of `total` items per browser task, so no single task builds the whole page; each
 * as a transition, so React can also split one section's rendering and yield to input. A
 * prerendered page already holds every section, so hydration takes them all at once (React
 * hydrates in a transition and yields between its slices anyway); the staging is for a landing
 * page the browser builds itself (coming back from a post).
 */
function useStagedCount(total: number): number {
  const hydrating = useHydrating();
  const [count, setCount] = useState(() => (hydrating ? total : 1));
  useEffect(() => {
    if (count >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setCount((current) => current + 1)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return count;
}

/**
 * Everything below the hero, in the spec's order (§2). It is a chunk of its own, fetched as soon
 * as the page starts, so the first screen renders without waiting for it. On a prerendered page
 * each section hydrates on its own when it is needed (near the screen, or touched); on a landing
 * page the browser builds itself, the sections mount one per task, keeping the main thread free
 * for input between them.
 */
export default function LandingSections({ onAddToCart, onDrop }: LandingSectionsProps) {
  usePartHydrated('content');
  const drop = useCurrentDrop();
  const [phase, opensAt, closesAt] = [drop?.phase, drop?.opensAt ?? null, drop?.closesAt ?? null];
  useEffect(() => {
    if (phase) onDrop({ phase, opensAt, closesAt });
  }, [phase, opensAt, closesAt, onDrop]);
  // The same elements on every render (this one re-renders as soon as it has hydrated): a section
  // still waiting to hydrate that is handed new ones is rendered in the browser at once instead.
  const sections: ReactNode[] = useMemo(
    () =>
      [
        <NotifySection key="notify" />,
        <CatalogSection key="catalog" onAddToCart={onAddToCart} />,
        <IngredientsSection key="ingredients" />,
        <ProcessSection key="process" />,
        <ReviewsSection key="reviews" />,
        <NewsletterSection key="newsletter" />,
        <BlogTeasersSection key="blog" />,
        <ContactSection key="contact" />,
      ].map((section) => (
        // Each section's root element carries the id its key names (spec §2's anchors).
        <HydrateWhenNeeded key={section.key} id={section.key as string}>
          {section}
        </HydrateWhenNeeded>
      )),
    [onAddToCart],
  );
  const mounted = useStagedCount(sections.length);
  const complete = mounted >= sections.length;

  return (
    <>
      {sections.slice(0, mounted)}
      {/* Keeps the footer below the fold until every section is in. */}
      {complete ? null : <Box sx={{ minHeight: '100vh' }} />}
    </>
  );
}
