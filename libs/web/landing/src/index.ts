// The landing page's own sections, with their words and data: the hero and its countdown, the
// drop sign-up, ingredients, the three-day process, reviews, the newsletter and the contact form.
// (The catalog and the blog teasers are features of their own.)
export { Hero } from './lib/Hero';
export type { HeroProps } from './lib/Hero';
export { Countdown } from './lib/Countdown';
export * from './lib/countdown-format';
export { NotifySection } from './lib/forms/NotifySection';
export { NewsletterSection } from './lib/forms/NewsletterSection';
export { ContactSection } from './lib/forms/ContactSection';
export { IngredientsSection } from './lib/ingredients/IngredientsSection';
export { INGREDIENTS } from './lib/ingredients/ingredients';
export { ProcessSection } from './lib/process/ProcessSection';
export { PROCESS_STEPS } from './lib/process/process-steps';
export { ReviewsSection } from './lib/reviews/ReviewsSection';
export type { ReviewsSectionProps } from './lib/reviews/ReviewsSection';
export { TESTIMONIALS } from './lib/reviews/testimonials';
export * from './lib/copy';
export { SUBSCRIPTION_COPY } from './lib/subscription/subscription-copy';
export * from './lib/types';
export { heroView, readHeroDrop } from './lib/hero-drop';
export type { HeroDrop, HeroView } from './lib/hero-drop';
