// jsdom lacks TextEncoder, which React Router reads when it loads: import this before react-router-dom.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
