// npm run bench:mail — the mail path of the production API on PostgreSQL, with a real SMTP server
// (smtp-server, in this process, accepting everything):
// (a) messages per second from the outbox to SMTP: BENCH_MAIL_MESSAGES sign-ups are queued with
//     the sender off and held back, then the API starts with its in-process sender and the rows
//     are released in BENCH_MAIL_SLICES parts, one after the other; before each part and after the
//     last, the reference sends as many messages straight through nodemailer (its own process,
//     over as many pooled connections as the sender, with as many messages on their way at once,
//     no database) to the same server:
//     the same confirmation mail, rendered once by the API's own template code. The two take turns
//     so other work on the machine weighs on both alike. Beside them, once, the first reference's
//     smaller plain message (about 2 KB against 4.3, no List-Unsubscribe headers), for continuity
//     with earlier figures. CPU time per message is printed for both sides too;
// (b) the time from a sign-up (POST /api/notify) to its confirmation mail arriving, p50/p99, with
//     BENCH_SIGNUPS sign-ups at once, BENCH_ROUNDS times.
// Environment: BENCH_DATABASE_URL (admin URL of the PostgreSQL server; a fresh database is created
// and dropped), BENCH_MAIL_MESSAGES (default 1000), BENCH_SIGNUPS (default 50), BENCH_ROUNDS
// (default 3), BENCH_MAIL_POLL_MS (the sender's MAIL_POLL_MS; default: the API's own),
// BENCH_SMTP_CONNECTIONS (the sender's SMTP_MAX_CONNECTIONS, and the reference's; default: the
// API's own), BENCH_SMTP_LATENCY_MS (the SMTP server answers MAIL FROM, RCPT TO and the end of
// DATA this much later, as a relay across a network would; default 0),
// BENCH_SKIP_BUILD=1 (use dist/api as is). Prints figures; always a measurement, never a test.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { apiMain, build, cpuMs, createDatabase, load1, log, pool, root, run, runId, startServer, withClient } from '../harness.mjs';

const messages = Number(process.env.BENCH_MAIL_MESSAGES ?? 1000);
const signups = Number(process.env.BENCH_SIGNUPS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pollMs = process.env.BENCH_MAIL_POLL_MS;
const smtpConnections = process.env.BENCH_SMTP_CONNECTIONS;
const smtpLatencyMs = Number(process.env.BENCH_SMTP_LATENCY_MS ?? 0);
/** The drain and the reference take turns in this many parts (BENCH_MAIL_SLICES). */
const SLICES = Number(process.env.BENCH_MAIL_SLICES ?? 4);

/** Calls `callback` after smtpLatencyMs, as a relay's answer across a network comes. */
const answer = (callback) => (smtpLatencyMs > 0 ? setTimeout(callback, smtpLatencyMs) : callback());

/** An SMTP server that takes every message and notes when each recipient's mail arrived. */
async function startSmtp() {
  const arrivals = new Map();
  const waiters = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS look-up of 127.0.0.1 per connection: on a machine without a resolver that
    // answers, it costs about 100 ms a connection and would measure the resolver, not the shop.
    disableReverseLookup: true,
    logger: false,
    onMailFrom: (_address, _session, callback) => answer(() => callback()),
    onRcptTo: (_address, _session, callback) => answer(() => callback()),
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () =>
        answer(() => {
          // Arrived when the server accepts it, as the sender sees it.
          const at = performance.now();
          for (const { address } of session.envelope.rcptTo) arrivals.set(address.toLowerCase(), at);
          for (const waiter of [...waiters]) waiter();
          callback();
        }),
      );
    },
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    arrivals,
    /** Resolves once `check()` holds, or rejects after `timeoutMs`. */
    until(check, timeoutMs, what) {
      return new Promise((done, fail) => {
        const waiter = () => {
          if (!check()) return;
          waiters.splice(waiters.indexOf(waiter), 1);
          clearTimeout(timer);
          done();
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          fail(new Error(`timed out waiting for ${what}`));
        }, timeoutMs);
        waiters.push(waiter);
        waiter();
      });
    },
    stop: () => new Promise((done) => server.close(done)),
  };
}

const apiEnv = (databaseUrl, smtpUrl, sender) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  COOKIE_SECRET: 'bench-cookie-secret-0123456789abcdef0123456789',
  PUBLIC_URL: 'http://127.0.0.1',
  LOG_LEVEL: 'warn',
  WEB_DIR: 'none',
  RATE_LIMIT_NOTIFY: '0',
  SMTP_URL: smtpUrl,
  MAIL_SENDER: sender,
  ...(pollMs ? { MAIL_POLL_MS: pollMs } : {}),
  ...(smtpConnections ? { SMTP_MAX_CONNECTIONS: smtpConnections } : {}),
});

function startApi(databaseUrl, smtpUrl, sender) {
  return startServer(`API (MAIL_SENDER=${sender})`, apiMain(), apiEnv(databaseUrl, smtpUrl, sender));
}

const require = createRequire(import.meta.url);
const dist = (path) => require(join(root, 'dist/api', path));

/** The API's configuration as the built API reads it from `env`. */
const builtConfig = (env) => dist('libs/api/config/src/index.js').loadConfig({ ...env, WEB_DIR: 'none' });

/**
 * A confirmation mail as the API's sender hands it to nodemailer: rendered by the built API's
 * own template code (SubscriptionMail, with the API's configuration), so the reference sends the
 * same bytes, headers included. Rendered once: the reference measures nodemailer, not rendering.
 */
function confirmationMessage(env) {
  const { QueuedMailTemplates } = dist('libs/api/mail/src/index.js');
  const { SubscriptionMail } = dist('libs/api/notify/src/lib/subscription-mail.js');
  const config = builtConfig(env);
  const templates = new QueuedMailTemplates();
  new SubscriptionMail(config, templates);
  const subscriptionId = randomUUID();
  const mail = templates.render({
    id: randomUUID(),
    kind: 'subscription-confirm',
    to: 'reference@bench.example',
    headers: {},
    attempts: 1,
    params: { subscriptionId, list: 'drop', nonce: 'abcdefghijklmnop', expiresAt: Math.floor(Date.now() / 1000) + 72 * 3600 },
  });
  return { from: config.mail.from, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers };
}

async function signUp(apiUrl, email) {
  const response = await fetch(`${apiUrl}/api/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (value) => Math.round(value * 10) / 10;

/** The first reference's message (kept for continuity with the figures measured against it). */
const SMALL_MESSAGE = {
  from: 'The Cookie Drop <drops@localhost>',
  subject: 'Confirm your sign-up',
  text: 'A message of the size of the confirmation mail.\n'.repeat(20),
  html: `<p>${'A message of the size of the confirmation mail. '.repeat(20)}</p>`,
};

/** The reference, in its own process (bench/mail/reference.mjs): its messages per second and CPU time. */
function bareNodemailer(smtp, count, message, label, connections) {
  const config = join(tmpdir(), `bench-mail-${runId}-${label}.json`);
  writeFileSync(config, JSON.stringify({ smtpUrl: smtp.url, message, count, prefix: `bare-${label}-${runId}`, connections }));
  return new Promise((done, fail) => {
    execFile(process.execPath, [join(root, 'bench/mail/reference.mjs'), config], (error, stdout) => {
      if (error) return fail(error);
      done(JSON.parse(stdout.trim().split('\n').at(-1)));
    });
  });
}

async function main() {
  build();
  const smtp = await startSmtp();
  const databaseUrl = await createDatabase('mail');

  // (a) Throughput: queue with the sender off, hold every row back (due tomorrow), then start the
  // API with its in-process sender and release the rows in SLICES parts, one at a time. The
  // same-mail reference runs before each part and after the last, so a burst of other work on
  // the (shared) machine weighs on both sides alike; rates are totals over the summed times.
  log(`queueing ${messages} confirmation mails (${messages} sign-ups, sender off)`);
  let api = await startApi(databaseUrl, smtp.url, 'off');
  const queued = Array.from({ length: messages }, (_, i) => `queued-${runId}-${i}@bench.example`);
  await pool(messages, 16, (i) => signUp(api.url, queued[i]));
  await api.stop();
  await withClient(databaseUrl, (client) => client.query(`UPDATE mail_outbox SET next_attempt_at = now() + interval '1 day'`));
  const reference = confirmationMessage(apiEnv(databaseUrl, smtp.url, 'off'));
  // The reference uses the sender's connections, whatever SMTP_MAX_CONNECTIONS the API reads.
  const connections = builtConfig(apiEnv(databaseUrl, smtp.url, 'off')).mail.smtpConnections;
  const started = performance.now();
  api = await startApi(databaseUrl, smtp.url, 'in-process');
  const listening = performance.now();
  const part = Math.ceil(messages / SLICES);
  const drain = { messages: 0, seconds: 0, cpuMs: 0 };
  const bare = { messages: 0, seconds: 0, cpuMs: 0, rates: [] };
  const runReference = async (label) => {
    log(`reference ${label}: ${part} confirmation mails straight through nodemailer`);
    const result = await bareNodemailer(smtp, part, reference, label, connections);
    bare.messages += part;
    bare.seconds += part / result.rate;
    bare.cpuMs += result.cpuMs;
    bare.rates.push(round1(result.rate));
  };
  for (let slice = 0; slice < SLICES; slice++) {
    await runReference(`#${slice + 1}`);
    const these = queued.slice(slice * part, (slice + 1) * part);
    log(`releasing ${these.length} queued mails to the sender`);
    await withClient(databaseUrl, (client) =>
      client.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE to_address = ANY($1)`, [these]),
    );
    await smtp.until(() => smtp.arrivals.has(these[0]), 60_000, 'the first released mail');
    const cpuBefore = cpuMs(api.pid);
    await smtp.until(() => these.every((email) => smtp.arrivals.has(email)), 600_000, `${these.length} released mails`);
    const cpuAfter = cpuMs(api.pid);
    const arrivals = these.map((email) => smtp.arrivals.get(email)).sort((x, y) => x - y);
    drain.messages += these.length - 1; // the clock starts at the first arrival
    drain.seconds += (arrivals.at(-1) - arrivals[0]) / 1000;
    drain.cpuMs += cpuAfter - cpuBefore;
  }
  await runReference('last');
  const outboxRate = drain.messages / drain.seconds;
  const bareRate = bare.messages / bare.seconds;
  log(`first reference: ${messages} smaller messages straight through nodemailer`);
  // One connection, as it was measured first.
  const smallRate = (await bareNodemailer(smtp, messages, SMALL_MESSAGE, 'small', 1)).rate;

  // (b) Latency: sign-ups at once, each timed until its confirmation mail arrives.
  const latencies = [];
  const perRound = [];
  for (let r = 1; r <= rounds; r++) {
    const emails = Array.from({ length: signups }, (_, i) => `latency-${runId}-${r}-${i}@bench.example`);
    const sentAt = new Map();
    await Promise.all(
      emails.map(async (email) => {
        sentAt.set(email, performance.now());
        await signUp(api.url, email);
      }),
    );
    await smtp.until(() => emails.every((email) => smtp.arrivals.has(email)), 120_000, `round ${r}'s mails`);
    const these = emails.map((email) => smtp.arrivals.get(email) - sentAt.get(email)).sort((a, b) => a - b);
    perRound.push({ round: r, p50: round1(percentile(these, 50)), p99: round1(percentile(these, 99)), max: round1(these.at(-1)) });
    latencies.push(...these);
    // A pause, so each round starts from an idle sender, as a visitor usually finds it.
    await new Promise((done) => setTimeout(done, 1500));
  }
  await api.stop();
  await smtp.stop();
  latencies.sort((a, b) => a - b);

  console.log(`\nMail, on PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')}), SMTP: smtp-server in the benchmark's process`);
  console.log(
    `SMTP connections (SMTP_MAX_CONNECTIONS): ${connections}; the server's answers ${smtpLatencyMs} ms late (BENCH_SMTP_LATENCY_MS)`,
  );
  console.log(load1());
  console.log(`API start to listening: ${Math.round(listening - started)} ms`);
  const cpuPer = (side) => (side.cpuMs / side.messages).toFixed(2);
  console.table([
    { path: 'outbox -> SMTP (API in-process sender)', messages, 'msg/s': round1(outboxRate), 'CPU ms/msg': cpuPer(drain) },
    {
      path: `reference: nodemailer (${connections} pooled) -> SMTP, the same mail, no database`,
      messages: bare.messages,
      'msg/s': round1(bareRate),
      'CPU ms/msg': cpuPer(bare),
    },
    { path: 'first reference: a smaller plain message, 1 connection', messages, 'msg/s': round1(smallRate) },
  ]);
  console.log(`reference msg/s per run (before each part of the drain, and after the last): ${bare.rates.join(', ')}`);
  console.log(`outbox / reference (the same mail): ${(outboxRate / bareRate).toFixed(2)} (target >= 0.80)`);
  console.log(`outbox / first reference (smaller message): ${(outboxRate / smallRate).toFixed(2)}`);
  console.log(
    `\nSign-up -> confirmation mail arrived, ${signups} sign-ups at once, ${rounds} rounds (MAIL_POLL_MS=${pollMs ?? 'default'}):`,
  );
  console.table(perRound);
  console.log(
    `all rounds: p50 ${round1(percentile(latencies, 50))} ms, p99 ${round1(percentile(latencies, 99))} ms (target < 500), max ${round1(latencies.at(-1))} ms`,
  );
}

await run(main);
