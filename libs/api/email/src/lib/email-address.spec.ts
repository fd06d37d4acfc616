import { canonicalEmail, emailAddressProblem, mailboxOf } from './email-address';

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

describe('canonicalEmail', () => {
  it('stores NFC, lower case and the ASCII form of an international domain', () => {
    expect(canonicalEmail('Target@EXÄMPLE.com')).toBe('target@xn--exmple-cua.com');
    expect(canonicalEmail('target@xn--exmple-cua.com')).toBe('target@xn--exmple-cua.com');
    expect(canonicalEmail('Target@exa\u0308mple.com')).toBe('target@xn--exmple-cua.com');
    expect(canonicalEmail('Fan@Example.COM')).toBe('fan@example.com');
  });

  it('leaves a domain that is no domain for the syntax check', () => {
    expect(canonicalEmail('a@b/c')).toBe('a@b/c');
    expect(canonicalEmail('no-at-sign')).toBe('no-at-sign');
  });
});

describe('mailboxOf', () => {
  it.each([
    ['target@example.com', 'target@example.com'],
    ['target+x@example.com', 'target@example.com'],
    ['target+x+y@example.com', 'target@example.com'],
    ['+x@example.com', '+x@example.com'],
    ['no-at-sign', 'no-at-sign'],
    // Rows stored before the shop kept addresses in one form.
    ['Target+Shop@EXÄMPLE.com', 'target@xn--exmple-cua.com'],
    [' ta\u200brget@example.com ', 'target@example.com'],
  ])('%j delivers to %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});
