// The social cards' drawing (social-card.mjs): the size link previews accept, a heading drawn with
// the fonts from the lock file and no system font, the same bytes on every build.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CARD_FONT_FILES, drawSocialCard, headingDrawn, wrap } from './social-card.mjs';

const card = {
  artworkSvg: readFileSync(join(import.meta.dirname, '../../apps/web/public/images/blog/keto-mistakes.svg')),
  kicker: 'The Cookie Drop · Keto baking',
  heading: '5 Common Keto Baking Mistakes (and How We Fixed Them)',
};

describe('a social card', () => {
  it('is a 1200×630 PNG', () => {
    const { png } = drawSocialCard(card);
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: width and height, big-endian, right after the chunk's length and type.
    assert.equal(png.readUInt32BE(16), 1200);
    assert.equal(png.readUInt32BE(20), 630);
  });

  it('draws its heading with the fonts of the lock file alone (no system font is loaded)', () => {
    assert.ok(
      CARD_FONT_FILES.every((file) => file.includes('node_modules/dejavu-fonts-ttf/')),
      CARD_FONT_FILES.join(', '),
    );
    assert.equal(headingDrawn(drawSocialCard(card)), true);
  });

  it('is caught when its heading is not drawn: a card rendered without fonts, or without a heading', () => {
    assert.equal(headingDrawn(drawSocialCard(card, { fontFiles: [] })), false);
    assert.equal(headingDrawn(drawSocialCard({ ...card, heading: '' })), false);
  });

  it('is the same bytes every time it is drawn', () => {
    assert.ok(drawSocialCard(card).png.equals(drawSocialCard(card).png));
  });

  it('wraps a long heading into lines of at most 17 characters, five at most', () => {
    assert.deepEqual(wrap(card.heading, 17), ['5 Common Keto', 'Baking Mistakes', '(and How We Fixed', 'Them)']);
    assert.equal(wrap('word '.repeat(40), 4).length, 5);
  });
});
