import type { Ingredient } from '../types';

/** The four ingredient cards (spec §2, Ingredients), in order. */
export const INGREDIENTS: readonly Ingredient[] = [
  {
    id: 'almond-flour',
    name: 'Almond Flour',
    description:
      'Finely milled from blanched California almonds. It gives a tender, buttery crumb with a fraction of the carbs of wheat, and browns beautifully at the edges.',
  },
  {
    id: 'belgian-chocolate',
    name: 'Belgian Chocolate',
    description:
      'Sugar-free chocolate from a family chocolatier in Belgium, sweetened with erythritol and stevia and conched for a full day so it melts glossy, never waxy.',
  },
  {
    id: 'madagascar-vanilla',
    name: 'Madagascar Vanilla',
    description:
      'Whole Bourbon vanilla pods from the Sava region, scraped by hand into every batch. Deep, creamy and warm, with none of the harshness of extract.',
  },
  {
    id: 'himalayan-salt',
    name: 'Himalayan Salt',
    description:
      'Hand-harvested pink salt flakes, crushed over each cookie as it leaves the oven. A little crunch, a lot of contrast, and the chocolate tastes deeper for it.',
  },
];
