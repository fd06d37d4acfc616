import { SiteFooter } from '@shop/web/shell';
import { usePartHydrated } from '../page-ready';

/** The footer as a default export, so the shell can load it with the sections' chunk. */
export default function Footer({ onNavigate }: { onNavigate(sectionId: string): void }) {
  usePartHydrated('footer');
  return <SiteFooter onNavigate={onNavigate} />;
}
