import { CONTACT_COPY, DROP_COPY, HERO_COPY, INGREDIENTS, PROCESS_STEPS, TESTIMONIALS } from '../index';

describe('landing page content', () => {
  it('has the four ingredient cards of the spec', () => {
    expect(INGREDIENTS.map((i) => i.name)).toEqual(['Almond Flour', 'Belgian Chocolate', 'Madagascar Vanilla', 'Himalayan Salt']);
    for (const ingredient of INGREDIENTS) expect(ingredient.description.length).toBeGreaterThan(60);
    expect(new Set(INGREDIENTS.map((i) => i.id)).size).toBe(4);
  });

  it('has three process days with the exact titles, three features each, and the 16-hour rest on day 2', () => {
    expect(PROCESS_STEPS.map((s) => [s.id, s.label, s.title])).toEqual([
      ['day1', 'Day 1', 'Preparation & Mixing'],
      ['day2', 'Day 2', 'Shaping & Resting'],
      ['day3', 'Day 3', 'Baking & Finishing'],
    ]);
    for (const step of PROCESS_STEPS) {
      expect(step.features).toHaveLength(3);
      expect(step.image).toBe(`/images/process/${step.id}.svg`);
    }
    expect(PROCESS_STEPS[1].description).toMatch(/16 hours|16-hour/);
  });

  it('has five five-star testimonials whose initials match the names', () => {
    expect(TESTIMONIALS).toHaveLength(5);
    for (const t of TESTIMONIALS) {
      expect(t.rating).toBe(5);
      expect(t.initials).toBe(
        t.name
          .split(' ')
          .map((part) => part[0])
          .join(''),
      );
      expect(t.comment.length).toBeGreaterThan(40);
    }
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(5);
  });

  it('says what the spec promises: the hero, 72-hour monthly drops, replies within 24 hours', () => {
    expect(HERO_COPY.title).toBe('Decadence, Reimagined for Keto');
    expect(HERO_COPY.availableNow).toBe('Drop Available Now!');
    expect(DROP_COPY.text).toMatch(/month/);
    expect(DROP_COPY.text).toMatch(/72 hours/);
    expect(CONTACT_COPY.text).toMatch(/within 24 hours/);
  });
});
