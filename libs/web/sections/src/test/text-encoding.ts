// jsdom lacks TextEncoder, which React Router reads when it loads: import this before react-router.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
