// `npm run forget`: what it refuses before calling the shop, and what it sends. Against the real API:
// apps/api/test/privacy.spec.ts.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const FORGET = join(dirname(fileURLToPath(import.meta.url)), 'forget.mjs');
const TOKEN = 't'.repeat(40);

/** Runs the script with only the environment given (no .env: it is run without --env-file). */
async function forget(args, env = { ADMIN_TOKEN: TOKEN }) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [FORGET, ...args], { env: { PATH: process.env.PATH, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

/** A clear message and the usage, never a stack trace. */
function assertRefused(result, message) {
  assert.equal(result.code, 1);
  assert.equal(result.stdout, '');
  assert.match(result.stderr, message);
  assert.doesNotMatch(result.stderr, /^\s+at /m);
}

describe('npm run forget', () => {
  it('needs --email, --order or both', async () => {
    assertRefused(await forget([]), /^Give --email, --order or both\.\nUsage: npm run forget/);
  });

  it('refuses an unknown option, an option without its value and a stray argument', async () => {
    assertRefused(await forget(['--name', 'ada']), /Unknown option '--name'.*\nUsage: npm run forget/s);
    assertRefused(await forget(['--email']), /--email <value>.*argument missing.*\nUsage: npm run forget/s);
    assertRefused(
      await forget(['--email', 'ada@example.com', 'ORD-7F3K9Q2M']),
      /Unexpected argument 'ORD-7F3K9Q2M'.*\nUsage: npm run forget/s,
    );
  });

  it('needs ADMIN_TOKEN and a URL for the shop', async () => {
    assertRefused(await forget(['--email', 'ada@example.com'], {}), /^ADMIN_TOKEN is not set/);
    assertRefused(
      await forget(['--email', 'ada@example.com', '--url', 'localhost 3000']),
      /must be a URL such as http:\/\/localhost:3000 \(got "localhost 3000"\)/,
    );
    assertRefused(
      await forget(['--email', 'ada@example.com'], { ADMIN_TOKEN: TOKEN, PUBLIC_URL: 'localhost:3000' }),
      /check --url or PUBLIC_URL/,
    );
  });

  it('says so when the shop does not answer', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address();
    server.close();
    await once(server, 'close');
    assertRefused(
      await forget(['--email', 'ada@example.com', '--url', `http://127.0.0.1:${port}`]),
      /did not answer \(ECONNREFUSED\)\. Is it running\? Nothing was removed\./,
    );
  });

  it("sends the address and every --order with the token, and prints the shop's refusal in one line", async () => {
    const requests = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        requests.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            statusCode: 400,
            error: 'Bad Request',
            message: 'Each value in orderReferences must be an order reference such as ORD-7F3K9Q2M.',
          }),
        );
      });
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const url = `http://127.0.0.1:${server.address().port}/`;
      assertRefused(
        await forget(['--email', 'Ada@Example.com', '--order', 'ORD-7F3K9Q2M', '--order', 'ord-1', '--url', url]),
        /^400: Each value in orderReferences must be an order reference such as ORD-7F3K9Q2M\.\n$/,
      );
      await forget(['--order', 'ORD-7F3K9Q2M', '--url', url]);
    } finally {
      server.close();
    }
    assert.deepEqual(requests, [
      {
        method: 'POST',
        url: '/api/admin/erasures',
        authorization: `Bearer ${TOKEN}`,
        body: { email: 'Ada@Example.com', orderReferences: ['ORD-7F3K9Q2M', 'ord-1'] },
      },
      { method: 'POST', url: '/api/admin/erasures', authorization: `Bearer ${TOKEN}`, body: { orderReferences: ['ORD-7F3K9Q2M'] } },
    ]);
  });
});
