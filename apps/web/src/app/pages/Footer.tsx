import { FOOTER_ID, SiteFooter } from '@shop/web/shell';
import { HydrateWhenNeeded, usePartHydrated } from '@shop/web/startup';
import { useMemo } from 'react';

/**
 * The footer as a default export, so the shell can load it with the sections' chunk. Below the
 * fold on every page, it hydrates when it is needed (`HydrateWhenNeeded`).
 */
export default function Footer({ onNavigate }: { onNavigate(sectionId: string): void }) {
  usePartHydrated('footer');
  // The same element on every render while it waits (see `HydrateWhenNeeded`).
  const footer = useMemo(() => <SiteFooter onNavigate={onNavigate} />, [onNavigate]);
  return (
    <HydrateWhenNeeded id={FOOTER_ID} lasting>
      {footer}
    </HydrateWhenNeeded>
  );
}
