import Box from '@mui/material/Box';
import { Hero, type HeroDrop } from '@shop/web/landing';
import { lazy, Suspense, useState } from 'react';
import type { ScreenProps } from '../routing/routes';
import { withShopApi } from '../with-shop-api';

const LandingSections = lazy(withShopApi(() => import('./LandingSections')));

/**
 * The landing page (spec §2): the hero at once, the rest (notify form first) as it arrives. The
 * first screen a phone paints is the hero alone, so it is the only part rendered before it.
 */
export function LandingPage({ dropAt, pageDrop, onNavigate, onAddToCart }: ScreenProps) {
  // The hero starts from the drop the page was rendered with; the sections, which bring the /api
  // calls, hand it the latest figures as they arrive.
  const [liveDrop, setLiveDrop] = useState<HeroDrop>();
  return (
    <>
      <Hero dropAt={dropAt} drop={liveDrop ?? pageDrop} onNavigate={onNavigate} />
      {/* Holds the space, so the footer does not flash up under the fold while the sections load. */}
      <Suspense fallback={<Box sx={{ minHeight: '200vh' }} />}>
        <LandingSections onAddToCart={onAddToCart} onDrop={setLiveDrop} />
      </Suspense>
    </>
  );
}
