// Social cards: the 1200×630 PNG that link previews show for a page (Facebook, LinkedIn, X, Slack
// and iMessage all accept a PNG; none of them shows an SVG), drawn at build time from the shop's
// own artwork with the page's heading beside it. Used by prerender.mjs.
//
// The lettering comes from the DejaVu fonts of the `dejavu-fonts-ttf` package, never from the
// machine: resvg skips text whose font it cannot find, without an error, and a build on a machine
// without DejaVu (the Docker image's node:24-bookworm-slim has no fonts at all; a Mac has other
// ones) made cards with no heading, or a different one. With the fonts in the lock file, every
// machine draws the same bytes, and `headingDrawn` makes a card without its heading fail the build.
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The two faces the card uses, from the lock file. */
export const CARD_FONT_FILES = ['DejaVuSans-Bold.ttf', 'DejaVuSerif-Bold.ttf'].map((file) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${file}`),
);

const BACKGROUND = '#3b2418';
const HEADING_COLOUR = '#fbf6ef';
const KICKER_COLOUR = '#e8b07a';
/** Where the heading's lines go: left of the artwork (x 680 onwards). */
const HEADING_AREA = { x: 64, y: 170, width: 600, height: 340 };

const escapeXml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap to lines of at most `perLine` characters; at most five lines. */
export function wrap(text, perLine) {
  const lines = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 5);
}

/** The card as SVG: the artwork (an SVG file's bytes) on the right, the kicker and heading on the left. */
export function socialCardSvg({ artworkSvg, kicker, heading }) {
  const artwork = Buffer.from(artworkSvg).toString('base64');
  const lines = wrap(heading, 17);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${BACKGROUND}"/>
  <image href="data:image/svg+xml;base64,${artwork}" x="680" y="95" width="480" height="440" preserveAspectRatio="xMidYMid meet"/>
  <text x="64" y="140" font-family="DejaVu Sans" font-size="24" font-weight="700" letter-spacing="3" fill="${KICKER_COLOUR}">${escapeXml(kicker.toUpperCase())}</text>
  ${lines.map((line, i) => `<text x="64" y="${225 + i * 64}" font-family="DejaVu Serif" font-size="50" font-weight="700" fill="${HEADING_COLOUR}">${escapeXml(line)}</text>`).join('\n  ')}
</svg>`;
}

/**
 * Renders a card. `fontFiles` is for tests (a card drawn without fonts must be caught); the build
 * always uses CARD_FONT_FILES and no system font.
 * @returns {{ png: Buffer, width: number, height: number, pixels: Buffer }} pixels: RGBA, row by row
 */
export function drawSocialCard(card, { fontFiles = CARD_FONT_FILES } = {}) {
  const rendered = new Resvg(socialCardSvg(card), {
    fitTo: { mode: 'original' },
    font: {
      loadSystemFonts: false,
      fontFiles,
      defaultFontFamily: 'DejaVu Sans',
      serifFamily: 'DejaVu Serif',
      sansSerifFamily: 'DejaVu Sans',
    },
  }).render();
  return { png: rendered.asPng(), width: rendered.width, height: rendered.height, pixels: rendered.pixels };
}

/**
 * Whether the heading was drawn: the share of the heading's area in the heading's colour. Glyphs
 * of a 50 px bold serif cover several percent of it; a card whose text was skipped, none.
 */
export function headingDrawn({ width, pixels }) {
  const target = [1, 3, 5].map((i) => parseInt(HEADING_COLOUR.slice(i, i + 2), 16));
  let inked = 0;
  for (let y = HEADING_AREA.y; y < HEADING_AREA.y + HEADING_AREA.height; y += 1) {
    for (let x = HEADING_AREA.x; x < HEADING_AREA.x + HEADING_AREA.width; x += 1) {
      const at = (y * width + x) * 4;
      if (target.every((channel, c) => Math.abs(pixels[at + c] - channel) < 16)) inked += 1;
    }
  }
  return inked / (HEADING_AREA.width * HEADING_AREA.height) > 0.01;
}
