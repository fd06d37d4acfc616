import { VerifiedCookies } from './verified-cookies';

describe('VerifiedCookies', () => {
  const unsignAll = (signed: string) => (signed.endsWith('.good') ? signed.slice(0, -'.good'.length) : null);

  it('verifies a cookie once, then answers it from memory', () => {
    const cookies = new VerifiedCookies();
    const unsign = jest.fn(unsignAll);
    expect(cookies.visitorOf('alice.good', unsign)).toBe('alice');
    expect(cookies.visitorOf('alice.good', unsign)).toBe('alice');
    expect(unsign).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing that failed: a forged cookie is checked, and refused, every time', () => {
    const cookies = new VerifiedCookies();
    const unsign = jest.fn(unsignAll);
    cookies.visitorOf('alice.good', unsign);
    expect(cookies.visitorOf('alice.forged', unsign)).toBeNull();
    expect(cookies.visitorOf('alice.forged', unsign)).toBeNull();
    expect(unsign).toHaveBeenCalledTimes(3);
    expect(cookies.size).toBe(1);
  });

  it('holds at most its capacity, dropping the oldest first', () => {
    const cookies = new VerifiedCookies(2);
    const unsign = jest.fn(unsignAll);
    for (const name of ['a', 'b', 'c']) cookies.visitorOf(`${name}.good`, unsign);
    expect(cookies.size).toBe(2);
    cookies.visitorOf('c.good', unsign);
    cookies.visitorOf('b.good', unsign);
    expect(unsign).toHaveBeenCalledTimes(3);
    cookies.visitorOf('a.good', unsign);
    expect(unsign).toHaveBeenCalledTimes(4);
  });
});
