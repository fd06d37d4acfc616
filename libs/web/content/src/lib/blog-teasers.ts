import type { BlogTeaser } from './types';

/** The three teaser cards of the landing page (spec §2, Blog teasers). */
export const BLOG_TEASERS: readonly BlogTeaser[] = [
  {
    id: 'keto-mistakes',
    title: '5 Common Keto Baking Mistakes (and How We Fixed Them)',
    category: 'Keto Baking',
    excerpt:
      'Sandy crumbs, cooling aftertastes and cookies that spread into one sheet: the mistakes we made so you do not have to.',
    image: '/images/blog/keto-mistakes.svg',
    imageAlt: 'A cracked, flat cookie beside a perfect domed one',
    slug: 'keto-mistakes',
  },
  {
    id: 'test-kitchen',
    title: 'Inside Our Test Kitchen: 47 Batches to the Perfect Cookie',
    category: 'Behind the Scenes',
    excerpt:
      'How a new flavour earns its place in the drop: blind tastings, scales to a tenth of a gram and a notebook full of failures.',
    image: '/images/blog/test-kitchen.svg',
    imageAlt: 'A test kitchen bench with a scale, notebook and rows of sample cookies',
    // The landing page links here; findBlogPost() maps it to the test-kitchen post.
    slug: 'test-kitchen-process',
  },
  {
    id: 'global-sourcing',
    title: 'From Bean to Box: How We Source Our Ingredients',
    category: 'Sourcing',
    excerpt:
      'Vanilla from Madagascar, chocolate from Belgium, salt from the Himalayan foothills: the people and places behind every cookie.',
    image: '/images/blog/global-sourcing.svg',
    imageAlt: 'A map with routes from Madagascar, Belgium and the Himalayas to a cookie box',
    slug: 'global-sourcing',
  },
];
