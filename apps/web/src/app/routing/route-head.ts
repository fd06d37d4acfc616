import { PRODUCTS, SIZES, centsToDollars } from '@shop/contract';
import { findBlogPost, type BlogPost } from '@shop/web/blog';
import { HERO_COPY } from '@shop/web/landing';
import { documentTitle, SITE_META, WORDMARK } from '@shop/web/shell';

/**
 * Everything a route says about itself in <head>, built by the functions below for the route
 * table (routes.tsx), which the prerender (writing it into each page's HTML) and the running app
 * (keeping the title and description true as a visitor moves between screens) both read. Absolute
 * URLs start with `origin`: the build passes the manifest's placeholder, which the server replaces
 * with PUBLIC_URL.
 */
export interface RouteHead {
  title: string;
  description: string;
  /** Absolute; null for pages that are not meant to be indexed (the not-found pages). */
  canonical: string | null;
  ogType: 'website' | 'article';
  /** Absolute URL of a 1200×630 PNG made at build time (see tools/scripts/prerender.mjs). */
  ogImage: string;
  ogImageAlt: string;
  /** schema.org objects, each written as a non-executable application/ld+json block. */
  jsonLd: object[];
}

/** The social card of each route: `/og/<name>.png`, drawn at build time from the shop's artwork. */
export interface OgCard {
  name: string;
  /** The artwork (an SVG under apps/web/public). */
  artwork: string;
  heading: string;
  kicker: string;
}

export const SHOP_OG_CARD: OgCard = { name: 'shop', artwork: '/images/hero/cookie-box.svg', heading: HERO_COPY.title, kicker: WORDMARK };

export function postOgCard(post: BlogPost): OgCard {
  return { name: `blog-${post.slug}`, artwork: post.image, heading: post.title, kicker: `${WORDMARK} · ${post.category}` };
}

const ogImageUrl = (origin: string, card: OgCard) => `${origin}/og/${card.name}.png`;

/** A schema.org object of `type`, as a JSON-LD block states it. */
const schema = (type: string, fields: object) => ({ '@context': 'https://schema.org', '@type': type, ...fields });

function shop(origin: string) {
  return schema('Bakery', {
    '@id': `${origin}/#shop`,
    name: WORDMARK,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: ogImageUrl(origin, SHOP_OG_CARD),
    description: SITE_META.default.description,
    currenciesAccepted: 'USD',
  });
}

/** Each cookie with an Offer per box size, priced by the contract's one price rule. */
function products(origin: string) {
  return PRODUCTS.map((product) =>
    schema('Product', {
      '@id': `${origin}/#product-${product.id}`,
      sku: product.id,
      name: product.name,
      description: product.description,
      image: `${origin}${product.image}`,
      brand: { '@type': 'Brand', name: WORDMARK },
      offers: SIZES.map((size) => ({
        '@type': 'Offer',
        name: size.label,
        sku: `${product.id}:${size.key}`,
        price: centsToDollars(size.unitPriceCents).toFixed(2),
        priceCurrency: 'USD',
        url: `${origin}/#catalog`,
        seller: { '@id': `${origin}/#shop` },
      })),
    }),
  );
}

function blogPosting(origin: string, post: BlogPost, canonical: string) {
  return [
    schema('BlogPosting', {
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      headline: post.title,
      description: post.metaDescription,
      image: [ogImageUrl(origin, postOgCard(post)), `${origin}${post.image}`],
      datePublished: post.publishDate,
      dateModified: post.publishDate,
      articleSection: post.category,
      author: { '@type': 'Organization', name: WORDMARK, url: `${origin}/` },
      publisher: { '@id': `${origin}/#shop` },
    }),
    schema('BreadcrumbList', {
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: WORDMARK, item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: post.title, item: canonical },
      ],
    }),
  ];
}

/**
 * A page's head as every page has it unless it says otherwise: the shop's social card, as a
 * website, the shop as its structured data, and no canonical (not meant to be indexed) unless given.
 */
export function pageHead(origin: string, meta: { title: string; description: string }, canonical: string | null = null): RouteHead {
  return {
    ...meta,
    canonical,
    ogType: 'website',
    ogImage: ogImageUrl(origin, SHOP_OG_CARD),
    ogImageAlt: HERO_COPY.title,
    jsonLd: [shop(origin)],
  };
}

/** The landing page: the shop, and each cookie as a Product. */
export function homeHead(origin: string): RouteHead {
  return { ...pageHead(origin, SITE_META.default, `${origin}/`), jsonLd: [shop(origin), ...products(origin)] };
}

/** A post, or the post-not-found page for a slug that names none. */
export function postHead(slug: string, origin: string): RouteHead {
  const post = findBlogPost(slug);
  if (!post) return pageHead(origin, SITE_META.blogNotFound);
  const canonical = `${origin}/blog/${post.slug}`;
  return {
    title: documentTitle(post.title),
    description: post.metaDescription,
    canonical,
    ogType: 'article',
    ogImage: ogImageUrl(origin, postOgCard(post)),
    ogImageAlt: post.imageAlt,
    jsonLd: [shop(origin), ...blogPosting(origin, post, canonical)],
  };
}
