import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { loggerOn, registerRequestLogging } from './request-logging';

// The request line below 500 is written straight, without pino: it must be the line pino writes.

/** A destination that keeps what it is given, line by line. */
function kept(): DestinationStream & { lines: string[] } {
  const lines: string[] = [];
  return { lines, write: (text: string) => void lines.push(text) };
}

/** Only the time differs between two lines written a moment apart. */
const timeless = (line: string) => line.replace(/"time":\d+,/, '"time":0,');

async function appLogging(level: string): Promise<{ app: FastifyInstance; lines: string[]; logger: ReturnType<typeof loggerOn> }> {
  const destination = kept();
  const logger = loggerOn(destination, level);
  const app = Fastify({ genReqId: () => 'id-"quoted"-1' });
  registerRequestLogging(app, logger);
  app.get('/api/thing', async () => ({ ok: true }));
  app.post('/api/fail', async (_request, reply) => reply.code(503).send({ down: true }));
  await app.ready();
  return { app, lines: destination.lines, logger };
}

describe('the request line', () => {
  it('is the line pino writes for the same fields, byte for byte but the time', async () => {
    const { app, lines, logger } = await appLogging('info');
    const response = await app.inject({ method: 'GET', url: '/api/thing?email=a@example.com&x="y"' });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const [written] = lines;
    const { durationMs } = JSON.parse(written) as { durationMs: number };
    logger.info(
      { reqId: 'id-"quoted"-1', req: { method: 'GET', path: '/api/thing' }, res: { status: 200 }, durationMs },
      'request completed',
    );
    expect(lines).toHaveLength(2);
    expect(timeless(written)).toBe(timeless(lines[1]));
    expect(written.endsWith('}\n')).toBe(true);
    await app.close();
  });

  it('gives the path of a URL with escapes as it came, without its query string', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/api/th%22ing%5C%F0%9F%8D%AA?q=1' });
    expect(JSON.parse(lines[0])).toMatchObject({ req: { method: 'GET', path: '/api/th%22ing%5C%F0%9F%8D%AA' }, res: { status: 404 } });
    await app.close();
  });

  it('is not written when the level is above info, while a failure still is, at error', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ method: 'GET', url: '/api/thing' });
    expect(lines).toHaveLength(0);
    await app.inject({ method: 'POST', url: '/api/fail' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 50, msg: 'request failed', res: { status: 503 }, req: { path: '/api/fail' } });
    await app.close();
  });
});
