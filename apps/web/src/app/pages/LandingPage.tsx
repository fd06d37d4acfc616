import Box from '@mui/material/Box';
import type { SizeKey } from '@shop/contract';
import { Hero } from '@shop/web/landing';
import { lazy, Suspense } from 'react';
import { withShopApi } from '../with-shop-api';

const LandingSections = lazy(withShopApi(() => import('./LandingSections')));

export interface LandingPageProps {
  dropAt: number;
  onNavigate(sectionId: string): void;
  onAddToCart(productId: string, sizeKey: SizeKey, quantity: number): void;
}

/**
 * The landing page (spec §2): the hero at once, the rest (notify form first) as it arrives. The
 * first screen a phone paints is the hero alone, so it is the only part rendered before it.
 */
export function LandingPage({ dropAt, onNavigate, onAddToCart }: LandingPageProps) {
  return (
    <>
      <Hero dropAt={dropAt} onNavigate={onNavigate} />
      {/* Holds the space, so the footer does not flash up under the fold while the sections load. */}
      <Suspense fallback={<Box sx={{ minHeight: '200vh' }} />}>
        <LandingSections onAddToCart={onAddToCart} />
      </Suspense>
    </>
  );
}
