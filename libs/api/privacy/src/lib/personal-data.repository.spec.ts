import { checkStatements } from '@shop/api/database/testing';
import { PERSONAL_DATA_STATEMENTS } from './personal-data.repository';

// What each statement removes, and that nobody else's rows go with it, is apps/api/test/privacy.spec.ts.
describe('PersonalDataRepository', () => {
  checkStatements(PERSONAL_DATA_STATEMENTS, {
    addressesStartingWith: { args: ['fan'], rows: (rows) => expect(rows).toEqual([]) },
    deleteSubscriptions: { args: [['fan@example.com', 'Fan+x@Example.com']] },
    deleteContactMessages: { args: [['fan@example.com']] },
    deleteMail: { args: [['fan@example.com']] },
    deleteOrders: { args: [['ORD-7F3K9Q2M', 'ORD-00000000']], rows: (rows) => expect(rows).toEqual([]) },
  });
});
