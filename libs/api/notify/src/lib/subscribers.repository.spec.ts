import { randomUUID } from 'node:crypto';
import { checkStatements } from '@shop/api/database/testing';
import { SUBSCRIBER_STATEMENTS } from './subscribers.repository';

const id = randomUUID();
const mailId = randomUUID();

describe('SubscribersRepository', () => {
  checkStatements(SUBSCRIBER_STATEMENTS, {
    signUpAndQueueConfirmation: {
      args: [{ id, email: 'fan@example.com', list: 'drop', nonce: 'nonce-1', mailId, to: 'fan@example.com' }],
      rows: (rows) => expect(rows).toEqual([{ mailId }]),
    },
    confirm: { args: [id, 'nonce-1'], rows: (rows) => expect(rows).toEqual([{ list: 'drop' }]) },
    unsubscribe: { args: [id] },
  });
});
