// Dates as the storefront writes them, in American English, without Intl: a page's first
// Intl.DateTimeFormat loads the browser's locale data, about 20–30 ms of one task on a desktop
// (four times that on a phone), which made evaluating a post's code the longest task of its page
// (bench:web). These write exactly what Intl's en-US formats write (dates.test.ts holds them to it).

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day, `YYYY-MM-DD`, as `March 12, 2024` (Intl en-US `{ year: 'numeric', month: 'long', day: 'numeric' }`). */
export function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/**
 * A moment in the visitor's own time zone as `Nov 24, 2026, 3:05 PM` (Intl en-US
 * `{ dateStyle: 'medium', timeStyle: 'short' }`; V8 writes a plain space before AM/PM, not ICU's narrow one).
 */
export function dateAndTime(moment: Date): string {
  const hours = moment.getHours();
  const minutes = String(moment.getMinutes()).padStart(2, '0');
  return `${MONTHS[moment.getMonth()].slice(0, 3)} ${moment.getDate()}, ${moment.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
