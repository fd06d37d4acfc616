import type { Testimonial } from '../types';

/** The five reviews of the carousel; every one is rated 5 (spec §9). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'sarah-mitchell',
    name: 'Sarah Mitchell',
    rating: 5,
    comment:
      'I have tried every keto cookie on the market and these are the first ones my non-keto husband steals. The Sea Salt Caramel is dangerous.',
    initials: 'SM',
  },
  {
    id: 'james-okafor',
    name: 'James Okafor',
    rating: 5,
    comment:
      'Three years into keto and I had given up on real cookies. The Double Chocolate Explosion has a molten middle. I set an alarm for every drop now.',
    initials: 'JO',
  },
  {
    id: 'elena-rossi',
    name: 'Elena Rossi',
    rating: 5,
    comment:
      'Gorgeous box, arrived perfectly intact, and the Tahitian Vanilla tastes like the butter cookies my grandmother made. Worth the wait for the drop.',
    initials: 'ER',
  },
  {
    id: 'david-chen',
    name: 'David Chen',
    rating: 5,
    comment:
      'I read every label, and these are the first low-carb cookies with a short ingredient list that still taste indulgent. The Espresso Walnut is my morning treat.',
    initials: 'DC',
  },
  {
    id: 'priya-nair',
    name: 'Priya Nair',
    rating: 5,
    comment:
      'I ordered a dozen as a gift and ended up ordering another for myself. Soft centres, crisp edges, no strange aftertaste. Simply great cookies.',
    initials: 'PN',
  },
];
