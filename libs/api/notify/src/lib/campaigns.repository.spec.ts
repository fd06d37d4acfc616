import { randomUUID } from 'node:crypto';
import { checkStatements } from '@shop/api/database/testing';
import { CAMPAIGN_STATEMENTS } from './campaigns.repository';

const id = randomUUID();

describe('CampaignsRepository', () => {
  checkStatements(CAMPAIGN_STATEMENTS, {
    createOrGet: {
      args: [id, 'june-drop', 'drop', 'June', 'Body'],
      rows: (rows) => expect(rows).toEqual([{ id, name: 'june-drop', list: 'drop', subject: 'June', body: 'Body' }]),
    },
    nextRecipients: { args: [id, 'drop', 10], rows: (rows) => expect(rows).toEqual([]) },
    progress: { args: [id, 'drop'], rows: (rows) => expect(rows).toEqual([{ queuedTotal: 0, remaining: 0 }]) },
  });
});
