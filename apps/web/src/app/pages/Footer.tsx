import { SiteFooter } from '@shop/web/sections';

/** The footer as a default export, so the shell can load it with the sections' chunk. */
export default function Footer({ onNavigate }: { onNavigate(sectionId: string): void }) {
  return <SiteFooter onNavigate={onNavigate} />;
}
