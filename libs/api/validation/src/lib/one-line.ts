import { ValidateBy } from 'class-validator';

/**
 * Control characters (C0 and C1: CR, LF, tab, NEL U+0085...) and the line and paragraph
 * separators U+2028 and U+2029: what starts a new line, in a mail client or a log.
 */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * A field that is one line of text (a name, a subject): no line break or other control
 * character. A contact name holding `\r\nBcc: …` showed as lines of their own in the plain-text
 * copy the staff read, a forged header in all but name.
 */
export const IsOneLine = () =>
  ValidateBy({
    name: 'isOneLine',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !LINE_BREAKING.test(value),
      defaultMessage: (args) => `${args?.property ?? 'the field'} must be one line, without line breaks or control characters`,
    },
  });
