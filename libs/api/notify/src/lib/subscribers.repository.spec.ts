import { randomUUID } from 'node:crypto';
import { checkStatements } from '@shop/api/database/testing';
import { SUBSCRIBER_STATEMENTS } from './subscribers.repository';

describe('SubscribersRepository', () => {
  checkStatements(SUBSCRIBER_STATEMENTS, {
    insertIfNew: { args: [randomUUID(), 'fan@example.com'] },
  });
});
