import { checkStatements } from '@shop/api/database/testing';
import { PERSONAL_DATA_STATEMENTS } from './personal-data.repository';

// What each statement removes, and that nobody else's rows go with it, is apps/api/test/privacy.spec.ts.
describe('PersonalDataRepository', () => {
  checkStatements(PERSONAL_DATA_STATEMENTS, {
    deleteSubscriptions: { args: ['Fan@Example.com'] },
    deleteContactMessages: { args: ['Fan@Example.com'] },
    deleteMail: { args: ['Fan@Example.com'] },
    deleteOrders: { args: [['ORD-7F3K9Q2M', 'ORD-00000000']], rows: (rows) => expect(rows).toEqual([]) },
  });
});
