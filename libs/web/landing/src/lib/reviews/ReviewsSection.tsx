import { IconButton } from '@mui/material';
import { styled } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { REVIEWS_COPY } from '../copy';
import { type Testimonial } from '../types';
import { TESTIMONIALS } from './testimonials';
import { Section } from '@shop/web/ui';
import { useState } from 'react';
import { VISIBLE_REVIEWS, clampCarouselOffset, maxCarouselOffset } from './carousel';

export interface ReviewsSectionProps {
  /** The five testimonials unless a test supplies others. */
  testimonials?: readonly Testimonial[];
}

const Carousel = styled('div')(({ theme }) => ({
  '& .reviews-window': {
    display: 'grid',
    gap: theme.spacing(3),
    gridTemplateColumns: 'minmax(0, 1fr)',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: `repeat(${VISIBLE_REVIEWS}, minmax(0, 1fr))` },
  },
  '& .review': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    padding: theme.spacing(3),
    borderRadius: 16,
    border: '1px solid rgba(90,53,34,0.12)',
    background: theme.palette.background.paper,
  },
  '& .review-rating': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), fontWeight: 700 },
  '& .review-stars': { display: 'flex', color: '#b8752f' },
  '& blockquote': { margin: 0, flexGrow: 1, lineHeight: 1.7, fontStyle: 'italic' },
  '& .review-author': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) },
  '& .review-initials': {
    width: 44,
    height: 44,
    flexShrink: 0,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontWeight: 700,
  },
  '& .review-name': { margin: 0, fontWeight: 700 },
  '& .review-label': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '& .reviews-controls': { display: 'flex', justifyContent: 'center', gap: theme.spacing(2), marginTop: theme.spacing(4) },
  '& .reviews-controls button': { border: `1px solid ${theme.palette.primary.main}`, color: theme.palette.primary.main },
  '& .reviews-controls button:disabled': { borderColor: theme.palette.action.disabled },
}));

// The Material "Star" path as plain SVG: fifteen icon components per window are needless work.
const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STARS = Array.from({ length: 5 }, (_, index) => (
  <svg key={index} viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
    <path d={STAR_PATH} />
  </svg>
));

function ReviewCard({ testimonial, position, total }: { testimonial: Testimonial; position: number; total: number }) {
  return (
    <div className="review" role="group" aria-roledescription="slide" aria-label={`${position} of ${total}`}>
      <div className="review-rating">
        <span className="review-stars" role="img" aria-label={REVIEWS_COPY.ratingLabel(5)}>
          {STARS}
        </span>
        <span>{REVIEWS_COPY.score}</span>
      </div>
      <blockquote>“{testimonial.comment}”</blockquote>
      <div className="review-author">
        <span className="review-initials" aria-hidden="true">
          {testimonial.initials}
        </span>
        <div>
          <p className="review-name">{testimonial.name}</p>
          <p className="review-label">{REVIEWS_COPY.verified}</p>
        </div>
      </div>
    </div>
  );
}

/**
 * Three reviews at a time with previous/next buttons (spec §4: offset 0 to total minus three, each end
 * disabled). No live region: moving the window is the visitor's own action and needs no announcement.
 */
export function ReviewsSection({ testimonials = TESTIMONIALS }: ReviewsSectionProps) {
  const [offset, setOffset] = useState(0);
  const max = maxCarouselOffset(testimonials.length);
  const visible = testimonials.slice(offset, offset + VISIBLE_REVIEWS);
  const move = (step: number) => setOffset((current) => clampCarouselOffset(current + step, testimonials.length));

  return (
    <Section id="reviews" eyebrow={REVIEWS_COPY.eyebrow} heading={REVIEWS_COPY.heading} tinted>
      <Carousel role="region" aria-roledescription="carousel" aria-label="Customer reviews">
        <div className="reviews-window">
          {visible.map((testimonial, index) => (
            <ReviewCard key={testimonial.id} testimonial={testimonial} position={offset + index + 1} total={testimonials.length} />
          ))}
        </div>
        <div className="reviews-controls">
          <IconButton aria-label={REVIEWS_COPY.previousLabel} disabled={offset <= 0} onClick={() => move(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={REVIEWS_COPY.nextLabel} disabled={offset >= max} onClick={() => move(1)}>
            <ChevronRightIcon />
          </IconButton>
        </div>
      </Carousel>
    </Section>
  );
}
