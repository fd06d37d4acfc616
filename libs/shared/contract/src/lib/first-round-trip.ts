/**
 * What a page's HTML may weigh as a browser receives it (status line, headers and compressed
 * body) and still arrive in TCP's first round trip: an initial congestion window of 10 segments
 * of 1,460 bytes, as servers send it and Lighthouse simulates it. One byte more and the first
 * paint waits a round trip more (libs/web/startup/RULES.md, "Fourteen kilobytes"); the browser
 * tests hold the landing page to it and bench:web prints the figure.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
