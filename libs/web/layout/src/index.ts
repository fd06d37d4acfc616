export { TopNav, NAV_HEIGHT_PX } from './lib/TopNav';
export type { TopNavProps } from './lib/TopNav';
export { Hero } from './lib/Hero';
export type { HeroProps } from './lib/Hero';
export { Countdown } from './lib/Countdown';
export * from './lib/countdown-format';
