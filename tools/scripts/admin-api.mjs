// What `npm run announce` and `npm run forget` share: they call the running shop's admin API
// (libs/api/security's AdminTokenGuard), so they work on PostgreSQL and on the embedded database
// alike, with only the server opening the database. One place for the rules: ADMIN_TOKEN is
// required, the shop is at --url, else PUBLIC_URL, else http://localhost:PORT (3000), read from
// the environment or .env; every failure is one line, never a stack trace.

/** Prints one line and ends the command with status 1. */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The running shop's admin API; fails at once without ADMIN_TOKEN or with an address that is not a URL. */
export function adminApi(url) {
  const token = process.env.ADMIN_TOKEN;
  if (!token) fail('ADMIN_TOKEN is not set: set it (32+ characters) for the server and for this command, in .env or the environment.');
  const base = (url ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
  if (!URL.canParse(base) || !/^https?:$/.test(new URL(base).protocol))
    fail(`The shop's address must be a URL such as http://localhost:3000 (got "${base}"): check --url or PUBLIC_URL.`);
  return {
    base,
    /**
     * POSTs `body` as JSON to `/api/admin/<path>` and resolves to the answer's JSON; a shop that
     * does not answer, or answers with an error, ends the command (`unanswered` is said then).
     */
    post(path, body, unanswered) {
      return this.request('POST', path, body, unanswered);
    },
    /**
     * Any method on `/api/admin/<path>`; resolves to the answer's JSON, or its text when it is not
     * JSON (an export). A shop that does not answer, or answers with an error, ends the command.
     */
    async request(method, path, body, unanswered = '') {
      let response;
      try {
        response = await fetch(`${base}/api/admin/${path}`, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        fail(`The shop at ${base} did not answer (${error.cause?.code ?? error.message}). Is it running? ${unanswered}`.trim());
      }
      const json = /json/.test(response.headers.get('content-type') ?? '');
      const answer = json ? await response.json().catch(() => ({})) : await response.text();
      if (!response.ok) fail(`${response.status}: ${(json && answer.message) || response.statusText}`);
      return answer;
    },
  };
}
