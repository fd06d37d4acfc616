import { FOOTER_COPY, SITE_META, WORDMARK, documentTitle } from '../index';
import { SUPPORT_PAGES } from './support-pages';

const supportText = (id: 'faq' | 'shipping' | 'returns') => {
  const page = SUPPORT_PAGES[id];
  return [page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.body])].join(' ');
};

describe('shop-wide content', () => {
  it('gives every route a title and a description', () => {
    for (const meta of [SITE_META.default, SITE_META.notFound, SITE_META.blogNotFound]) {
      expect(meta.title).toContain(WORDMARK);
      expect(meta.description.length).toBeGreaterThan(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
    expect(SITE_META.notFound.title).toContain('404 Page Not Found');
    expect(SITE_META.blogNotFound.title).toContain('Blog Post Not Found');
    expect(documentTitle('Inside Our Test Kitchen')).toBe(`Inside Our Test Kitchen | ${WORDMARK}`);
  });

  it('ends the footer with the 2024 copyright, and its Flavors link goes to the catalog', () => {
    expect(FOOTER_COPY.copyright).toContain('2024');
    expect(FOOTER_COPY.copyright).toContain(WORDMARK);
    expect(FOOTER_COPY.quickLinks.find((l) => l.label === 'Flavors')?.target).toBe('catalog');
  });
});

describe('support pages', () => {
  it('has FAQ, Shipping and Returns with at least eight FAQ answers', () => {
    expect(FOOTER_COPY.supportLinks.map((link) => [link.id, link.label])).toEqual([
      ['faq', 'FAQ'],
      ['shipping', 'Shipping'],
      ['returns', 'Returns'],
    ]);
    expect(Object.keys(SUPPORT_PAGES)).toEqual(['faq', 'shipping', 'returns']);
    expect(SUPPORT_PAGES.faq.sections.length).toBeGreaterThanOrEqual(8);
    for (const page of Object.values(SUPPORT_PAGES)) {
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
