/** Shapes of the storefront's editorial content (spec §3), plain data with no React inside. */

export interface Ingredient {
  id: string;
  name: string;
  description: string;
}

export type ProcessStepId = 'day1' | 'day2' | 'day3';

export interface ProcessStep {
  id: ProcessStepId;
  /** Tab label: "Day 1", "Day 2", "Day 3". */
  label: string;
  title: string;
  description: string;
  /** Exactly three bullets. */
  features: readonly string[];
  /** Self-hosted, 4:3 (400×300). */
  image: string;
  imageAlt: string;
}

export interface Testimonial {
  id: string;
  name: string;
  /** Always 5 (spec §9). */
  rating: number;
  comment: string;
  initials: string;
}

/** A post's card on the landing page: the post's own title, category, excerpt and image. */
export type BlogTeaser = Pick<BlogPost, 'id' | 'title' | 'category' | 'excerpt' | 'image' | 'imageAlt'> & {
  /** The path segment after /blog/ that the teaser links to. */
  slug: string;
};

export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  /** Trusted HTML written here: only h2, p, ul, li, strong, em and blockquote. */
  content: string;
  /** Self-hosted, 16:9 (640×360). */
  image: string;
  imageAlt: string;
  /** For example "6 min read", from the word count at about 200 words a minute. */
  readTime: string;
  /** ISO date (YYYY-MM-DD). */
  publishDate: string;
  metaDescription: string;
}

export type SupportPageId = 'faq' | 'shipping' | 'returns';

export interface SupportSection {
  /** The question, for the FAQ. */
  heading: string;
  /** Plain text, one paragraph per array entry. */
  body: readonly string[];
}

export interface SupportPage {
  id: SupportPageId;
  /** Link label and dialog title: "FAQ", "Shipping", "Returns". */
  title: string;
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
  sections: readonly SupportSection[];
}

/** A link in the footer or navigation that scrolls to a section of the landing page. */
export interface SectionLink {
  label: string;
  /** The id of the element to scroll to (without #). */
  target: string;
}

export interface PageMeta {
  title: string;
  description: string;
}
