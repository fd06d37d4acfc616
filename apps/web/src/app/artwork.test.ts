import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRODUCTS } from '@shop/contract';
import { BLOG_POSTS, BLOG_TEASERS } from '@shop/web/blog';
import { HERO_COPY, PROCESS_STEPS } from '@shop/web/landing';
import { SOCIAL_ICONS } from '@shop/web/shell';
import { FALLBACK_IMAGES } from '@shop/web/ui';

// Every image the storefront's features name, checked against the files the app serves.
const publicDir = resolve(__dirname, '../../public');

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

  it.each(Object.values(SOCIAL_ICONS))("%s, a decorative icon, exists and is a light 20 px SVG in the footer's colour", (src) => {
    const svg = readFileSync(join(publicDir, src), 'utf8');
    expect(svg.length).toBeLessThan(2 * 1024);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 24 24" width="20" height="20"/);
    expect(svg).toContain('fill="#fbf6ef"');
    expect(svg).not.toMatch(/<image|data:image|<script/);
  });

  it('draws a distinct artwork for every cookie', () => {
    const bodies = PRODUCTS.map((p) => readFileSync(join(publicDir, p.image), 'utf8').replace(/<title[^>]*>.*?<\/title>/, ''));
    expect(new Set(bodies).size).toBe(PRODUCTS.length);
  });
});
