/** The brand name is withheld (spec §1): this neutral wordmark stands in everywhere. */
export const WORDMARK = 'The Cookie Drop';

export const COPYRIGHT_YEAR = 2024;
