/** Shapes of the landing page's editorial content (spec §3): plain data with no React inside. */

export interface Ingredient {
  id: string;
  name: string;
  description: string;
}

export type ProcessStepId = 'day1' | 'day2' | 'day3';

export interface ProcessStep {
  id: ProcessStepId;
  /** Tab label: "Day 1", "Day 2", "Day 3". */
  label: string;
  title: string;
  description: string;
  /** Exactly three bullets. */
  features: readonly string[];
  /** Self-hosted, 4:3 (400×300). */
  image: string;
  imageAlt: string;
}

export interface Testimonial {
  id: string;
  name: string;
  /** Always 5 (spec §9). */
  rating: number;
  comment: string;
  initials: string;
}
