// The baseline: the same POST /api/notify insert with nothing but Fastify and pg (no NestJS, no
// Prisma, no validation, no logging). `node bench/api/baseline-server.mjs` with DATABASE_URL,
// DATABASE_POOL_SIZE and PORT; prints `listening on http://127.0.0.1:PORT`.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
const app = Fastify({ logger: false, bodyLimit: 32 * 1024 });

app.post('/api/notify', async (request, reply) => {
  await pool.query(
    // The drop list (the column's default), as the API's notify form sign-up; one row per address and list.
    'INSERT INTO subscribers (id, email, updated_at) VALUES ($1, $2, now()) ON CONFLICT (email, list) DO NOTHING',
    [randomUUID(), String(request.body.email).trim()],
  );
  reply.code(201);
  return { subscribed: true };
});

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening on ${address}`);
const stop = () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
