import { isUniqueViolation } from './prisma-errors';

describe('isUniqueViolation', () => {
  it('recognises a model query violation (P2002)', () => {
    expect(isUniqueViolation({ code: 'P2002', meta: { target: ['email'] } })).toBe(true);
  });

  it('recognises a raw statement violation, reported as P2010 with the adapter classification', () => {
    const raw = {
      code: 'P2010',
      meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: '23505', kind: 'UniqueConstraintViolation' } } },
    };
    expect(isUniqueViolation(raw)).toBe(true);
  });

  it('does not mistake other failures for one', () => {
    expect(isUniqueViolation({ code: 'P2010', meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable' } } } })).toBe(false);
    expect(isUniqueViolation(new Error('duplicate key'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('P2002')).toBe(false);
  });
});
