import { dateAndTime, longDate } from './dates';

// Intl is the reference these stand in for: the same strings, for every month, every hour of the
// day and the days where a format can slip (single digits, month ends, leap days).
const days = Array.from({ length: 12 }, (_, month) => [1, 9, 10, 28, 30].map((day) => new Date(Date.UTC(2024, month, day)))).flat();

describe('longDate', () => {
  const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  it('writes a calendar day as Intl en-US long does', () => {
    for (const day of [...days, new Date(Date.UTC(2024, 1, 29)), new Date(Date.UTC(1999, 11, 31))]) {
      expect(longDate(day.toISOString().slice(0, 10))).toBe(intl.format(day));
    }
    expect(longDate('2024-03-12')).toBe('March 12, 2024');
  });
});

describe('dateAndTime', () => {
  const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

  it('writes a moment in local time as Intl en-US medium date, short time does', () => {
    for (const day of days) {
      for (const [hours, minutes] of [
        [0, 0],
        [0, 5],
        [9, 30],
        [11, 59],
        [12, 0],
        [12, 1],
        [13, 45],
        [23, 59],
      ]) {
        const moment = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes);
        expect(dateAndTime(moment)).toBe(intl.format(moment));
      }
    }
    expect(dateAndTime(new Date(2026, 10, 24, 15, 5))).toBe('Nov 24, 2026, 3:05 PM');
  });
});
