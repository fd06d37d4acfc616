import Box from '@mui/material/Box';
import type { SizeKey } from '@shop/contract';
import { SITE_META } from '@shop/web/content';
import { NotifySection } from '@shop/web/forms';
import { Hero } from '@shop/web/layout';
import { lazy, Suspense } from 'react';
import { usePageMeta } from '../routing/use-page-meta';

const LandingSections = lazy(() => import('./LandingSections'));

export interface LandingPageProps {
  dropAt: number;
  onNavigate(sectionId: string): void;
  onAddToCart(productId: string, sizeKey: SizeKey, quantity: number): void;
}

/** The landing page (spec §2): hero and notify section at once, the rest as it arrives. */
export function LandingPage({ dropAt, onNavigate, onAddToCart }: LandingPageProps) {
  usePageMeta(SITE_META.default.title, SITE_META.default.description);
  return (
    <>
      <Hero dropAt={dropAt} onNavigate={onNavigate} />
      <NotifySection />
      {/* Holds the space, so the footer does not flash up under the fold while the sections load. */}
      <Suspense fallback={<Box sx={{ minHeight: '200vh' }} />}>
        <LandingSections onAddToCart={onAddToCart} />
      </Suspense>
    </>
  );
}
