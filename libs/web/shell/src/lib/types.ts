/** Shapes of the footer's support dialogs and legal pages: plain data with no React inside. */

export type SupportPageId = 'faq' | 'shipping' | 'returns';

export interface SupportSection {
  /** The question, for the FAQ. */
  heading: string;
  /** Plain text, one paragraph per array entry. */
  body: readonly string[];
}

/** A support dialog's text; its title is its footer link's label (FOOTER_COPY.supportLinks). */
export interface SupportPage {
  intro: string;
  sections: readonly SupportSection[];
}

/** A page of its own linked from the footer: Privacy Policy, Terms of Service. */
export interface LegalPage {
  path: '/privacy' | '/terms';
  /** Page heading and footer link label. */
  title: string;
  /** YYYY-MM-DD: shown as "Last updated" and used as the sitemap's lastmod. */
  updated: string;
  intro: string;
}
