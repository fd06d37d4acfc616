// The web tests run in jsdom, which lacks TextEncoder and TextDecoder: React Router and
// react-dom/server read them when they load. Node's own are the same classes browsers have.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
