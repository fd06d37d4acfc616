import { dropTarget, formatCountdown } from './countdown-format';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('countdown', () => {
  it('targets 15 days after load', () => {
    expect(dropTarget(1_000)).toBe(1_000 + 15 * d);
  });

  it('pads every part to two digits', () => {
    expect(formatCountdown(15 * d)).toEqual({ days: '15', hours: '00', minutes: '00', seconds: '00' });
    expect(formatCountdown(15 * d - s)).toEqual({ days: '14', hours: '23', minutes: '59', seconds: '59' });
    expect(formatCountdown(2 * d + 3 * h + 4 * m + 5 * s + 999)).toEqual({ days: '02', hours: '03', minutes: '04', seconds: '05' });
  });

  it('is done at zero', () => {
    expect(formatCountdown(999)).toBeNull();
    expect(formatCountdown(0)).toBeNull();
    expect(formatCountdown(-5 * s)).toBeNull();
    expect(formatCountdown(s)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '01' });
  });
});
