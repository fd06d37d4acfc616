import { GLOBAL_SOURCING_HTML } from './posts/global-sourcing';
import { KETO_MISTAKES_HTML } from './posts/keto-mistakes';
import { TEST_KITCHEN_HTML } from './posts/test-kitchen';
import { readTimeFor } from './reading-time';
import type { BlogPost } from './types';

/** The three posts of /blog/{slug} (spec §2, Blog post page). */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'keto-mistakes',
    slug: 'keto-mistakes',
    title: '5 Common Keto Baking Mistakes (and How We Fixed Them)',
    category: 'Keto Baking',
    excerpt: 'Sandy crumbs, cooling aftertastes and cookies that spread into one sheet: the mistakes we made so you do not have to.',
    content: KETO_MISTAKES_HTML,
    image: '/images/blog/keto-mistakes.svg',
    imageAlt: 'A cracked, flat cookie beside a perfect domed one',
    readTime: readTimeFor(KETO_MISTAKES_HTML),
    publishDate: '2024-03-12',
    metaDescription:
      'Why keto cookies turn sandy, spread flat or taste cold, and the five fixes our bakers use: weighing, sweetener blends, brown butter, early pulls and salt.',
  },
  {
    id: 'test-kitchen',
    slug: 'test-kitchen',
    title: 'Inside Our Test Kitchen: 47 Batches to the Perfect Cookie',
    category: 'Behind the Scenes',
    excerpt: 'How a new flavour earns its place in the drop: blind tastings, scales to a tenth of a gram and a notebook full of failures.',
    content: TEST_KITCHEN_HTML,
    image: '/images/blog/test-kitchen.svg',
    imageAlt: 'A test kitchen bench with a scale, notebook and rows of sample cookies',
    readTime: readTimeFor(TEST_KITCHEN_HTML),
    publishDate: '2024-05-28',
    metaDescription:
      'How a new keto cookie earns a place in our monthly drop: one variable per batch, blind tastings against classic cookies and a week-long shelf test.',
  },
  {
    id: 'global-sourcing',
    slug: 'global-sourcing',
    title: 'From Bean to Box: How We Source Our Ingredients',
    category: 'Sourcing',
    excerpt:
      'Vanilla from Madagascar, chocolate from Belgium, salt from the Himalayan foothills: the people and places behind every cookie.',
    content: GLOBAL_SOURCING_HTML,
    image: '/images/blog/global-sourcing.svg',
    imageAlt: 'A map with routes from Madagascar, Belgium and the Himalayas to a cookie box',
    readTime: readTimeFor(GLOBAL_SOURCING_HTML),
    publishDate: '2024-08-20',
    metaDescription:
      'Where our keto cookie ingredients come from: Sava vanilla from Madagascar, sugar-free Belgian chocolate, Californian almond flour and Himalayan salt.',
  },
];

/**
 * Teaser slugs that differ from their post's slug. The landing page links to
 * /blog/test-kitchen-process, which the spec leaves without a post; we show the test-kitchen post.
 */
export const BLOG_SLUG_ALIASES: Readonly<Record<string, string>> = {
  'test-kitchen-process': 'test-kitchen',
};

const postsBySlug = new Map(BLOG_POSTS.map((post) => [post.slug, post]));

/**
 * The post for a slug as the route table gives it (lower case: the contract's `routeKey` is the one
 * place paths are normalised), also through aliases; undefined for an unknown slug.
 */
export function findBlogPost(slug: string): BlogPost | undefined {
  return postsBySlug.get(Object.hasOwn(BLOG_SLUG_ALIASES, slug) ? BLOG_SLUG_ALIASES[slug] : slug);
}
