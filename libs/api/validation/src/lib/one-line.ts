import { Matches } from 'class-validator';

/**
 * A field that is one line of text (a name, a subject): no control character (C0 and C1: CR, LF,
 * tab, NEL U+0085...) and no line or paragraph separator (U+2028, U+2029), what starts a new line
 * in a mail client or a log. A contact name holding `\r\nBcc: …` showed as lines of their own in
 * the plain-text copy the staff read, a forged header in all but name. Checked after IsString.
 */
export const IsOneLine = () =>
  Matches(/^[^\p{Cc}\p{Zl}\p{Zp}]*$/u, { message: '$property must be one line, without line breaks or control characters' });
