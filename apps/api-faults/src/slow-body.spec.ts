import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiProcess, killAll, startApi } from './support/api-process';

// A request whose body never finishes held its connection open for ever (issue 60): now it must
// arrive whole within REQUEST_TIMEOUT_MS, or it is answered 408 and its connection closed.
const TIMEOUT_MS = 2_000;
/** The bound, plus Node's check of it once a second, plus a loaded machine's slack. */
const CLOSED_WITHIN_MS = TIMEOUT_MS + 4_000;

/** What became of a connection: what the server wrote, and when it closed it. */
interface Ending {
  response: string;
  closedAfterMs: number;
}

/** Opens a connection, writes `head`, then `trickle` one byte every `everyMs` until the server closes it. */
function sendUnfinished(api: ApiProcess, head: string, everyMs = 0): Promise<Ending> {
  return new Promise((done, fail) => {
    const started = Date.now();
    const socket: Socket = connect(api.port, '127.0.0.1', () => socket.write(head));
    let response = '';
    const timer = everyMs > 0 ? setInterval(() => socket.writable && socket.write('a'), everyMs) : undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      fail(new Error(`still open after ${CLOSED_WITHIN_MS * 3} ms: ${response}`));
    }, CLOSED_WITHIN_MS * 3);
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      done({ response, closedAfterMs: Date.now() - started });
    });
  });
}

describe('a request body that never finishes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-faults-slow-body-'));
  let api: ApiProcess;
  beforeAll(async () => {
    api = await startApi({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
  });
  afterAll(async () => {
    await killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const headers = (more: string) =>
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: keep-alive\r\n${more}\r\n`;

  it.each([
    ['a Content-Length of 30000 with 9 bytes sent', headers('Content-Length: 30000\r\n') + '{"name":"', 0],
    ['a chunked body whose last chunk never comes', headers('Transfer-Encoding: chunked\r\n') + '9\r\n{"name":"\r\n', 0],
    ['a body that trickles in a byte at a time', headers('Content-Length: 30000\r\n') + '{"name":"', 250],
  ])('%s is answered 408 and its connection closed within the bound', async (_what, head, everyMs) => {
    const ending = await sendUnfinished(api, head, everyMs);
    expect(ending.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(ending.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(ending.closedAfterMs).toBeLessThan(CLOSED_WITHIN_MS);
  });

  it('while a whole request, and the server, are unaffected', async () => {
    const res = await fetch(`${api.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Still here?' }),
    });
    expect(res.status).toBe(201);
  });
});
