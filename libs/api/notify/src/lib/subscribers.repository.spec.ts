import { randomUUID } from 'node:crypto';
import { checkStatements } from '@shop/api/database/testing';
import { SUBSCRIBER_STATEMENTS } from './subscribers.repository';

const id = randomUUID();

describe('SubscribersRepository', () => {
  checkStatements(SUBSCRIBER_STATEMENTS, {
    signUp: { args: [id, 'fan@example.com', 'drop', 'nonce-1'], rows: (rows) => expect(rows).toEqual([{ id, nonce: 'nonce-1' }]) },
    confirm: { args: [id, 'nonce-1'], rows: (rows) => expect(rows).toEqual([{ list: 'drop' }]) },
    unsubscribe: { args: [id] },
  });
});
