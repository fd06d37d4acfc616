// The shop's one rule for an email address: what it refuses, the one form it keeps, the mailbox
// it delivers to, and the DTO field that applies all three.
export * from './lib/email-address';
export * from './lib/is-shop-email';
