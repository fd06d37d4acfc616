import { SiteFooter } from '@shop/web/shell';
import { usePartHydrated } from '@shop/web/startup';

/** The footer as a default export, so the shell can load it as a chunk of its own. */
export default function Footer({ onNavigate }: { onNavigate(sectionId: string): void }) {
  usePartHydrated('footer');
  return <SiteFooter onNavigate={onNavigate} />;
}
