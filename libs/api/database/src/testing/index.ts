// Test support for the API's libraries (not part of the server build): a migrated database of a
// test's own, and the check that runs a repository's statements on it.
export * from './migrated-database';
export * from './check-statements';
export * from './in-memory-database';
