import { styled } from '@mui/material/styles';
import { BLOG_TEASERS } from './blog-teasers';
import { BLOG_COPY } from './copy';
import { FALLBACK_IMAGES, IMAGE_SIZES, FallbackImage, Section } from '@shop/web/ui';
import { Link as RouterLink } from 'react-router';

const Teasers = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& article': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: 16,
    border: '1px solid rgba(90,53,34,0.12)',
    background: theme.palette.background.paper,
    transition: 'box-shadow 200ms ease',
    '&:hover': { boxShadow: '0 18px 40px -24px rgba(59,36,24,0.45)' },
    // The title link's ::after covers the card, so the card draws the focus ring.
    '&:has(:focus-visible)': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .teaser-body': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5), flexGrow: 1, padding: theme.spacing(3) },
  '& .teaser-category': {
    ...theme.typography.overline,
    margin: 0,
    color: theme.palette.primary.light,
    fontWeight: 700,
    letterSpacing: '0.12em',
    lineHeight: 1.4,
  },
  '& h3': { ...theme.typography.h6, margin: 0, fontFamily: 'Georgia, "Times New Roman", serif', lineHeight: 1.3 },
  '& h3 a': {
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
  '& .teaser-excerpt': { ...theme.typography.body2, margin: 0, flexGrow: 1, lineHeight: 1.7, color: theme.palette.text.secondary },
  '& .teaser-more': { display: 'flex', alignItems: 'center', gap: 4, color: theme.palette.primary.main, fontWeight: 600 },
}));

/**
 * The three teaser cards (spec §2, Blog teasers). The title is the one link; its ::after stretches
 * over the card so the whole card is clickable without a second, duplicate link.
 */
export function BlogTeasersSection() {
  return (
    <Section id="blog" eyebrow={BLOG_COPY.eyebrow} heading={BLOG_COPY.heading} text={BLOG_COPY.text}>
      <Teasers>
        {BLOG_TEASERS.map((teaser) => (
          <article key={teaser.id}>
            <FallbackImage
              src={teaser.image}
              fallbackSrc={FALLBACK_IMAGES.teaser}
              alt={teaser.imageAlt}
              width={IMAGE_SIZES.blog.width}
              height={IMAGE_SIZES.blog.height}
            />
            <div className="teaser-body">
              <p className="teaser-category">{teaser.category}</p>
              <h3>
                <RouterLink to={`/blog/${teaser.slug}`}>{teaser.title}</RouterLink>
              </h3>
              <p className="teaser-excerpt">{teaser.excerpt}</p>
              <span className="teaser-more" aria-hidden="true">
                {BLOG_COPY.readMore} →
              </span>
            </div>
          </article>
        ))}
      </Teasers>
    </Section>
  );
}
