import { BLOG_POSTS, BLOG_SLUG_ALIASES } from './blog-posts';
import type { BlogPost, BlogTeaser } from './types';

/**
 * Where a post's teaser links: the spec's teaser address for the post (an alias of its slug,
 * /blog/test-kitchen-process for the test-kitchen post), or the post's own slug.
 */
function teaserSlug(post: BlogPost): string {
  return Object.keys(BLOG_SLUG_ALIASES).find((alias) => BLOG_SLUG_ALIASES[alias] === post.slug) ?? post.slug;
}

/** The three teaser cards of the landing page (spec §2, Blog teasers), one per post, from the post. */
export const BLOG_TEASERS: readonly BlogTeaser[] = BLOG_POSTS.map((post) => ({
  id: post.id,
  title: post.title,
  category: post.category,
  excerpt: post.excerpt,
  image: post.image,
  imageAlt: post.imageAlt,
  slug: teaserSlug(post),
}));
