import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRODUCTS } from '@shop/contract';
import {
  BLOG_POSTS,
  BLOG_TEASERS,
  CONTACT_COPY,
  DROP_COPY,
  FALLBACK_IMAGES,
  FOOTER_COPY,
  HERO_COPY,
  INGREDIENTS,
  PROCESS_STEPS,
  SITE_META,
  SUPPORT_PAGES,
  TESTIMONIALS,
  WORDMARK,
  documentTitle,
  findBlogPost,
  findSupportPage,
} from '../index';

const publicDir = resolve(__dirname, '../../../../../apps/web/public');

/** Counted here independently of the library's own helper. */
const wordsOf = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
const supportText = (id: 'faq' | 'shipping' | 'returns') => {
  const page = findSupportPage(id);
  return [page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.body])].join(' ');
};

describe('landing page content', () => {
  it('has the four ingredient cards of the spec', () => {
    expect(INGREDIENTS.map((i) => i.name)).toEqual(['Almond Flour', 'Belgian Chocolate', 'Madagascar Vanilla', 'Himalayan Salt']);
    for (const ingredient of INGREDIENTS) expect(ingredient.description.length).toBeGreaterThan(60);
    expect(new Set(INGREDIENTS.map((i) => i.id)).size).toBe(4);
  });

  it('has three process days with the exact titles, three features each, and the 16-hour rest on day 2', () => {
    expect(PROCESS_STEPS.map((s) => [s.id, s.label, s.title])).toEqual([
      ['day1', 'Day 1', 'Preparation & Mixing'],
      ['day2', 'Day 2', 'Shaping & Resting'],
      ['day3', 'Day 3', 'Baking & Finishing'],
    ]);
    for (const step of PROCESS_STEPS) {
      expect(step.features).toHaveLength(3);
      expect(step.image).toBe(`/images/process/${step.id}.svg`);
    }
    expect(PROCESS_STEPS[1].description).toMatch(/16 hours|16-hour/);
  });

  it('has five five-star testimonials whose initials match the names', () => {
    expect(TESTIMONIALS).toHaveLength(5);
    for (const t of TESTIMONIALS) {
      expect(t.rating).toBe(5);
      expect(t.initials).toBe(t.name.split(' ').map((part) => part[0]).join(''));
      expect(t.comment.length).toBeGreaterThan(40);
    }
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(5);
  });

  it('says what the spec promises: 72-hour monthly drops, replies within 24 hours, the 2024 copyright', () => {
    expect(HERO_COPY.title).toBe('Decadence, Reimagined for Keto');
    expect(HERO_COPY.availableNow).toBe('Drop Available Now!');
    expect(DROP_COPY.text).toMatch(/month/);
    expect(DROP_COPY.text).toMatch(/72 hours/);
    expect(CONTACT_COPY.text).toMatch(/within 24 hours/);
    expect(FOOTER_COPY.copyright).toContain('2024');
    expect(FOOTER_COPY.copyright).toContain(WORDMARK);
    expect(FOOTER_COPY.quickLinks.find((l) => l.label === 'Flavors')?.target).toBe('catalog');
  });

  it('gives every route a title and a description', () => {
    for (const meta of [SITE_META.default, SITE_META.notFound, SITE_META.blogNotFound]) {
      expect(meta.title).toContain(WORDMARK);
      expect(meta.description.length).toBeGreaterThan(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
    expect(SITE_META.notFound.title).toContain('404 Page Not Found');
    expect(SITE_META.blogNotFound.title).toContain('Blog Post Not Found');
    expect(documentTitle('Inside Our Test Kitchen')).toBe(`Inside Our Test Kitchen | ${WORDMARK}`);
    expect(documentTitle()).toBe(SITE_META.default.title);
  });
});

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

  it('finds posts case-insensitively and through the teaser alias, and nothing for unknown slugs', () => {
    expect(findBlogPost('keto-mistakes')?.id).toBe('keto-mistakes');
    expect(findBlogPost('Global-Sourcing')?.id).toBe('global-sourcing');
    expect(findBlogPost('test-kitchen-process')?.slug).toBe('test-kitchen');
    expect(findBlogPost('TEST-KITCHEN-PROCESS')?.slug).toBe('test-kitchen');
    for (const unknown of ['no-such-post', '', 'constructor', '__proto__', 'test-kitchen-process-2']) {
      expect(findBlogPost(unknown)).toBeUndefined();
    }
  });
});

describe('support pages', () => {
  it('has FAQ, Shipping and Returns with at least eight FAQ answers', () => {
    expect(SUPPORT_PAGES.map((p) => [p.id, p.title])).toEqual([
      ['faq', 'FAQ'],
      ['shipping', 'Shipping'],
      ['returns', 'Returns'],
    ]);
    expect(findSupportPage('faq').sections.length).toBeGreaterThanOrEqual(8);
    for (const page of SUPPORT_PAGES) {
      for (const section of page.sections) expect(section.body.join(' ').length).toBeGreaterThan(40);
    }
  });

  it('tells a buyer of perishable food what matters', () => {
    const faq = supportText('faq');
    expect(faq).toMatch(/demo/);
    expect(faq).toMatch(/no payment is taken/);
    expect(faq).toMatch(/72 hours/);
    expect(faq).toMatch(/almonds \(tree nuts\)/);
    expect(faq).toMatch(/dairy/);
    expect(faq).toMatch(/eggs/);
    expect(faq).toMatch(/7 days/);
    expect(supportText('shipping')).toMatch(/Monday to Wednesday/);
    expect(supportText('returns')).toMatch(/damaged/i);
    expect(supportText('returns')).toMatch(/48 hours/);
  });
});

describe('artwork', () => {
  const referenced = [
    ...PRODUCTS.map((p) => p.image),
    ...PROCESS_STEPS.map((s) => s.image),
    ...BLOG_POSTS.map((p) => p.image),
    ...BLOG_TEASERS.map((t) => t.image),
    ...Object.values(FALLBACK_IMAGES),
    HERO_COPY.image,
  ];

  it.each([...new Set(referenced)])('%s exists, is a light SVG with a role and a title', (src) => {
    const file = join(publicDir, src);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(6 * 1024);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toMatch(/<title[^>]*>[^<]{10,}<\/title>/);
    expect(svg).not.toMatch(/<image|data:image|<script/);
    const expectedBox = src.startsWith('/images/blog/') || src === FALLBACK_IMAGES.teaser ? '0 0 640 360' : '0 0 400 300';
    expect(svg).toContain(`viewBox="${expectedBox}"`);
  });

  it('draws a distinct artwork for every cookie', () => {
    const bodies = PRODUCTS.map((p) => readFileSync(join(publicDir, p.image), 'utf8').replace(/<title[^>]*>.*?<\/title>/, ''));
    expect(new Set(bodies).size).toBe(PRODUCTS.length);
  });
});
