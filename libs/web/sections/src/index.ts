// The landing page's editorial sections, each a <section> with its own id and h2.
export { IngredientsSection } from './lib/ingredients/IngredientsSection';
export { ProcessSection } from './lib/process/ProcessSection';
export { ReviewsSection } from './lib/reviews/ReviewsSection';
export type { ReviewsSectionProps } from './lib/reviews/ReviewsSection';
export { BlogTeasersSection } from './lib/blog-teasers/BlogTeasersSection';
export { SiteFooter } from './lib/footer/SiteFooter';
export type { SiteFooterProps } from './lib/footer/SiteFooter';
export { VISIBLE_REVIEWS, maxCarouselOffset, clampCarouselOffset } from './lib/reviews/carousel';
