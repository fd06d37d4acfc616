// npm run forget -- --email someone@example.com [--order ORD-XXXXXXXX ...] [--url http://localhost:3000]
//
// Removes a person's data when they ask (the privacy page promises it), through the running shop's
// admin API (POST /api/admin/erasures with ADMIN_TOKEN), so it works while the shop runs, on
// PostgreSQL and on the embedded database alike (only the server opens the PGlite directory).
// - --email: every sign-up (all lists, any status) and contact message of that address's mailbox, and
//   every email the shop sent to it or that replies to it (the inbox copy of their messages). Every
//   spelling that delivers there: any letter case, any +tag, either form of an international domain.
// - --order (repeatable): those orders with their lines. Orders carry no email, so the visitor names
//   them from the recent orders in their box. --order alone leaves sign-ups and messages alone.
// One transaction: all of it is removed or nothing. Running it again removes nothing and says so.
// Reads ADMIN_TOKEN, and PUBLIC_URL or PORT for the server's address, from the environment or .env.
import { parseArgs } from 'node:util';
import { adminApi, fail } from './admin-api.mjs';

const USAGE = 'Usage: npm run forget -- --email <address> [--order <ORD-XXXXXXXX> ...] [--url <shop url>]  (--email, --order or both)';

let values;
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, order: { type: 'string', multiple: true }, url: { type: 'string' } } }));
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
if (values.email === undefined && values.order === undefined) fail(`Give --email, --order or both.\n${USAGE}`);
const answer = await adminApi(values.url).post('erasures', { email: values.email, orderReferences: values.order }, 'Nothing was removed.');

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const removed = [
  count(answer.subscriptions, 'sign-up', 'sign-ups'),
  count(answer.contactMessages, 'contact message', 'contact messages'),
  count(answer.emails, 'email', 'emails'),
  count(answer.orders, 'order', 'orders'),
];
if (answer.subscriptions + answer.contactMessages + answer.emails + answer.orders === 0) {
  console.log('Nothing was removed: nothing is stored for that address or those orders (any more).');
} else {
  console.log(`Removed ${removed.slice(0, -1).join(', ')} and ${removed.at(-1)}.`);
}
if (answer.ordersNotFound.length > 0)
  console.log(`No order found for ${answer.ordersNotFound.join(', ')}: check the reference, or it was removed before.`);
