/** The shapes of a post and its teaser (spec §3): plain data with no React inside. */

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
