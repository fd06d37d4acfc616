import { randomUUID } from 'node:crypto';
import { checkStatements } from '@shop/api/database/testing';
import { MAIL_OUTBOX_STATEMENTS } from './mail-outbox.repository';

const id = randomUUID();
const mail = {
  kind: 'test',
  to: 'fan@example.com',
  subject: 'Hi',
  text: 'Hi',
  html: '<p>Hi</p>',
  headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

describe('MailOutboxRepository', () => {
  checkStatements(MAIL_OUTBOX_STATEMENTS, {
    enqueue: { args: [id, mail] },
    lockMailbox: { args: ['fan@example.com'], rows: (rows) => expect(rows).toEqual([{ locked: true }]) },
    countForMailboxToday: { args: ['fan@example.com', 'test'], rows: (rows) => expect(rows).toEqual([{ count: 1 }]) },
    claimDue: {
      args: [10, 60_000],
      rows: (rows) =>
        expect(rows).toEqual([
          {
            id,
            kind: 'test',
            to: 'fan@example.com',
            replyTo: null,
            headers: mail.headers,
            attempts: 1,
            params: null,
            rendered: { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' },
          },
        ]),
    },
    markAttemptFailed: { args: [id, 'connection refused', 1000, 10] },
    markSent: { args: [id] },
  });
});
