// npm run drop -- <command> [options]: staff run a monthly drop through the running shop's admin API
// (/api/admin/drops with ADMIN_TOKEN), so it works while the shop runs, on PostgreSQL and on the
// embedded database alike.
//
//   schedule --name dec-drop --opens 2026-12-04T14:00:00Z [--hours 72] --stock stock.csv
//            [--subject "The December drop is open" --body-file dec.txt]
//   status   [--name dec-drop]          (without --name: the open, next or last drop)
//   close    --name dec-drop            (ends it now; one not open yet is cancelled)
//   export   --name dec-drop > dec-drop.csv   (as `npm run -s drop -- export …`: -s keeps npm's banner out)
//
// stock.csv has the header product,size,boxes and one line per cookie and size
// (thin-mint-elite,half-dozen,40). The shop checks it: a bad file is refused with its line and
// reason, and nothing is stored. Reads ADMIN_TOKEN, and PUBLIC_URL or PORT, from the environment or .env.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { adminApi, fail } from './admin-api.mjs';

const USAGE = `Usage: npm run drop -- schedule --name <name> --opens <ISO time with zone> [--hours <hours>] --stock <file.csv> [--subject <subject> --body-file <file>] [--url <shop url>]
       npm run drop -- status [--name <name>] [--url <shop url>]
       npm run drop -- close --name <name> [--url <shop url>]
       npm run -s drop -- export --name <name> [--url <shop url>] > <name>.csv`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      opens: { type: 'string' },
      hours: { type: 'string' },
      stock: { type: 'string' },
      subject: { type: 'string' },
      'body-file': { type: 'string' },
      url: { type: 'string' },
    },
  });
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
const { values, positionals } = parsed;
const [command] = positionals;
const COMMANDS = ['schedule', 'status', 'close', 'export'];
if (!COMMANDS.includes(command) || positionals.length > 1) fail(USAGE);
const required = { schedule: ['name', 'opens', 'stock'], status: [], close: ['name'], export: ['name'] }[command];
const missing = required.filter((key) => !values[key]);
if (missing.length > 0) fail(`Missing ${missing.map((key) => `--${key}`).join(', ')}.\n${USAGE}`);
if (values['body-file'] && !values.subject) fail('--body-file needs --subject: the announcement has both or neither.');
if (values.subject && !values['body-file']) fail('--subject needs --body-file: the announcement has both or neither.');

const read = (option) => {
  try {
    return readFileSync(values[option], 'utf8');
  } catch (error) {
    fail(`Cannot read --${option}: ${error.message}`);
  }
};
const shop = adminApi(values.url);
const path = (suffix = '') => `drops${values.name ? `/${encodeURIComponent(values.name)}` : ''}${suffix}`;

/** "2 d 3 h 4 min", for time to an opening or a close. */
function span(ms) {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const parts = [
    [Math.floor(minutes / 1440), 'd'],
    [Math.floor((minutes % 1440) / 60), 'h'],
    [minutes % 60, 'min'],
  ].filter(([n], i, all) => n > 0 || i === all.length - 1);
  return parts.map(([n, unit]) => `${n} ${unit}`).join(' ');
}

function printStatus(drop) {
  const now = Date.parse(drop.now);
  const ends = drop.sellsUntil ?? drop.closedEarlyAt;
  const when = {
    scheduled: `opens in ${span(Date.parse(drop.opensAt) - now)} (${drop.opensAt}), closes ${drop.closesAt}`,
    open: `since ${drop.opensAt}, closes in ${span(Date.parse(ends) - now)} (${ends})`,
    closed: `since ${ends}${drop.closedEarlyAt ? ' (closed early by staff)' : ''}`,
  }[drop.state];
  console.log(`${drop.name} is ${drop.state}: ${when}`);
  console.log(`Per visitor: at most ${drop.perVisitorBoxes} boxes`);
  if (drop.announcement) {
    const { subject, announcedAt, problem } = drop.announcement;
    const when = problem
      ? `NOT SENT: ${problem}`
      : announcedAt
        ? `queued ${announcedAt}`
        : drop.state === 'closed'
          ? 'never sent: the drop closed first'
          : 'queued when the drop opens';
    console.log(`Announcement: "${subject}", ${when}`);
  }
  const width = Math.max(...drop.lines.map((line) => `${line.name} ${line.size}`.length), 10);
  console.log(`${'Cookie and size'.padEnd(width)}  ${'stock'.padStart(6)}  ${'sold'.padStart(6)}  ${'left'.padStart(6)}`);
  for (const line of drop.lines) {
    console.log(
      `${`${line.name} ${line.size}`.padEnd(width)}  ${String(line.boxes).padStart(6)}  ${String(line.sold).padStart(6)}  ${String(line.remaining).padStart(6)}`,
    );
  }
  console.log(`Orders: ${drop.orders}, from ${drop.visitors} visitor${drop.visitors === 1 ? '' : 's'}`);
}

if (command === 'schedule') {
  const body = { opensAt: values.opens, stockCsv: read('stock') };
  if (values.hours !== undefined) {
    const hours = Number(values.hours);
    if (!Number.isInteger(hours)) fail('--hours must be a whole number of hours (1 to 744).');
    body.hours = hours;
  }
  if (values.subject) body.announcement = { subject: values.subject, body: read('body-file') };
  const drop = await shop.request('PUT', path(), body);
  console.log(drop.changed ? `Scheduled ${drop.name}.` : `${drop.name} was already scheduled like this: nothing changed.`);
  printStatus(drop);
} else if (command === 'status') {
  printStatus(await shop.request('GET', path()));
} else if (command === 'close') {
  const drop = await shop.request('POST', path('/close'));
  printStatus(drop);
} else {
  process.stdout.write(await shop.request('GET', path('/export')));
}
