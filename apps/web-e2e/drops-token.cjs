// The drop tests' server's admin token, known to the Playwright config (which Nx's plugin loads
// with Node's own type stripping, so it imports no extension-less TypeScript) and to the tests.
exports.DROPS_ADMIN_TOKEN = 'e2e-drops-admin-token-0123456789abcdef';
