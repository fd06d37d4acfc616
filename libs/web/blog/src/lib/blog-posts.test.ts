import { BLOG_POSTS, BLOG_TEASERS, findBlogPost } from '../index';

/** Counted here independently of the library's own helper. */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('blog', () => {
  it('has the three posts, each of at least 400 words with a read time that matches', () => {
    expect(BLOG_POSTS.map((p) => p.slug)).toEqual(['keto-mistakes', 'test-kitchen', 'global-sourcing']);
    for (const post of BLOG_POSTS) {
      const words = wordsOf(post.content);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(post.readTime).toBe(`${Math.max(1, Math.round(words / 200))} min read`);
      expect(post.publishDate).toMatch(/^2024-\d\d-\d\d$/);
      expect(new Date(post.publishDate).toISOString().slice(0, 10)).toBe(post.publishDate);
      expect(post.image).toBe(`/images/blog/${post.slug}.svg`);
      expect(post.metaDescription.length).toBeLessThanOrEqual(160);
      expect(post.content).not.toMatch(/lorem/i);
    }
  });

  it('writes post bodies with simple tags only', () => {
    const allowed = new Set(['h2', 'p', 'ul', 'li', 'strong', 'em', 'blockquote']);
    for (const post of BLOG_POSTS) {
      const tags = [...post.content.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => m[1].toLowerCase());
      expect(tags.length).toBeGreaterThan(10);
      expect(tags.filter((tag) => !allowed.has(tag))).toEqual([]);
      expect(post.content).not.toMatch(/<[a-z0-9]+\s[^>]*>/i); // no attributes, so nothing to inject
    }
  });

  it('links the teasers to the spec paths, each to a post that exists', () => {
    expect(BLOG_TEASERS.map((t) => `/blog/${t.slug}`)).toEqual([
      '/blog/keto-mistakes',
      '/blog/test-kitchen-process',
      '/blog/global-sourcing',
    ]);
    for (const teaser of BLOG_TEASERS) expect(findBlogPost(teaser.slug)?.title).toBe(teaser.title);
  });

  it('finds posts by their slug and through the teaser alias, and nothing for unknown slugs', () => {
    expect(findBlogPost('keto-mistakes')?.id).toBe('keto-mistakes');
    expect(findBlogPost('global-sourcing')?.id).toBe('global-sourcing');
    expect(findBlogPost('test-kitchen-process')?.slug).toBe('test-kitchen');
    // The route table hands over slugs in route-key form (lower case, routes.test.ts): only that form is looked up.
    expect(findBlogPost(' keto-mistakes')).toBeUndefined();
    for (const unknown of ['no-such-post', '', 'constructor', '__proto__', 'test-kitchen-process-2']) {
      expect(findBlogPost(unknown)).toBeUndefined();
    }
  });
});
