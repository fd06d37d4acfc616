import { randomUUID } from 'node:crypto';
import { checkStatements } from '@shop/api/database/testing';
import { SUBSCRIBER_STATEMENTS } from './subscribers.repository';

// The sign-up makes its ids and nonce in PostgreSQL, so the confirmation here names a subscription
// that does not exist: it must run and change nothing. Confirming a real sign-up through its mailed
// link is apps/api/test/mail.spec.ts's; the sign-up and its mail together, sign-up-outbox.spec.ts's.
const id = randomUUID();

describe('SubscribersRepository', () => {
  checkStatements(SUBSCRIBER_STATEMENTS, {
    signUpAndQueueConfirmation: {
      args: [{ email: 'fan@example.com', list: 'drop', mailbox: 'fan@example.com' }],
      rows: (rows) => expect(rows).toEqual([{ queued: true }]),
    },
    confirm: { args: [id, 'nonce-1'], rows: (rows) => expect(rows).toEqual([]) },
    unsubscribe: { args: [id] },
  });
});
