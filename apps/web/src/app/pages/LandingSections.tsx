import { CatalogSection } from '@shop/web/catalog';
import { ContactSection, NewsletterSection, NotifySection, IngredientsSection, ProcessSection, ReviewsSection } from '@shop/web/landing';
import { BlogTeasersSection } from '@shop/web/blog';
import { useCurrentDrop } from '@shop/web/data-access-api';
import type { HeroDrop } from '@shop/web/landing';
import { usePartHydrated } from '@shop/web/startup';
import { useEffect } from 'react';
import type { ScreenProps } from '../routing/routes';

export interface LandingSectionsProps extends Pick<ScreenProps, 'onAddToCart'> {
  /** Called with the current drop when it is first known and whenever its phase or times change. */
  onDrop(drop: HeroDrop): void;
}

/**
 * Everything below the hero, in the spec's order (§2). It is a chunk of its own, fetched as soon
 * as the page starts, so the first screen renders without waiting for it. Each section's root
 * element carries the id spec §2's anchors name.
 */
export default function LandingSections({ onAddToCart, onDrop }: LandingSectionsProps) {
  usePartHydrated('content');
  const drop = useCurrentDrop();
  const [phase, opensAt, closesAt] = [drop?.phase, drop?.opensAt ?? null, drop?.closesAt ?? null];
  useEffect(() => {
    if (phase) onDrop({ phase, opensAt, closesAt });
  }, [phase, opensAt, closesAt, onDrop]);
  return (
    <>
      <NotifySection />
      <CatalogSection onAddToCart={onAddToCart} />
      <IngredientsSection />
      <ProcessSection />
      <ReviewsSection />
      <NewsletterSection />
      <BlogTeasersSection />
      <ContactSection />
    </>
  );
}
