import type { ProcessStep } from '../types';

/** The three process tabs (spec §2, Process); Day 1 is shown first. */
export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    id: 'day1',
    label: 'Day 1',
    title: 'Preparation & Mixing',
    description:
      'We start by browning grass-fed butter until it smells of toasted hazelnuts, then cool it and cream it slowly with our sweetener blend. The almond flour is sifted twice and the chocolate is chopped by hand, so every cookie gets chunks as well as shards.',
    features: [
      'Butter browned in small pots and cooled to 18 °C',
      'Almond flour sifted twice for a fine, even crumb',
      'Chocolate hand-chopped into chunks and shards',
    ],
    image: '/images/process/day1.svg',
    imageAlt: 'A mixing bowl with a whisk, almond flour and chocolate chunks',
  },
  {
    id: 'day2',
    label: 'Day 2',
    title: 'Shaping & Resting',
    description:
      'Each cookie is weighed and rolled by hand, then the trays rest in the cold room for 16 hours. The long rest lets the almond flour hydrate fully and the flavours deepen, which is what gives a keto cookie a chewy centre instead of a sandy one.',
    features: [
      'Every dough ball weighed to the gram',
      'A 16-hour cold rest at 3 °C',
      'Flavours deepen and the dough firms for an even bake',
    ],
    image: '/images/process/day2.svg',
    imageAlt: 'Rows of shaped cookie dough balls on a tray next to a clock showing 16 hours',
  },
  {
    id: 'day3',
    label: 'Day 3',
    title: 'Baking & Finishing',
    description:
      'We bake in small batches on stone, pulling the trays while the centres are still soft. Salt flakes go on straight from the oven, the cookies cool on open racks, and every box is packed by hand the same afternoon.',
    features: [
      'Baked on stone in batches of forty',
      'Finished with Himalayan salt while still warm',
      'Cooled on racks and packed by hand the same day',
    ],
    image: '/images/process/day3.svg',
    imageAlt: 'An oven glowing warm beside a cooling rack of golden cookies',
  },
];
