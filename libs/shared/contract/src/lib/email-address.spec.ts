import { emailAddressProblem, mailboxOf } from '../index';

describe('emailAddressProblem', () => {
  it.each([['target@example.com'], ['target+tag@example.com'], ['target@exämple.com'], ['o.neil-x_y@sub.example.co.uk']])(
    'accepts %s',
    (address) => {
      expect(emailAddressProblem(address)).toBeUndefined();
    },
  );

  it.each([
    ['target@e\u200bxample.com', 'invisible or control'],
    ['target@exa\u00admple.com', 'invisible or control'],
    ['target@\u202eexample.com', 'invisible or control'],
    ['tar\u0007get@example.com', 'invisible or control'],
    ['tar get@example.com', 'spaces'],
    ['target@example.com\u00a0x', 'spaces'],
    ['"victim"@example.com', 'quoted'],
    ['vic\\tim@example.com', 'quoted'],
    ['tärget@example.com', 'ASCII'],
  ])('refuses %j (%s)', (address, reason) => {
    expect(emailAddressProblem(address)).toContain(reason);
  });
});

describe('mailboxOf', () => {
  it.each([
    ['target@example.com', 'target@example.com'],
    ['target+x@example.com', 'target@example.com'],
    ['target+x+y@example.com', 'target@example.com'],
    ['+x@example.com', '+x@example.com'],
    ['no-at-sign', 'no-at-sign'],
  ])('%s delivers to %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});
