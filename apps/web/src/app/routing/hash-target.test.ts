import { hashTarget } from './hash-target';

describe('hashTarget', () => {
  it('names the element a hash points at', () => {
    expect(hashTarget('#blog')).toBe('blog');
    expect(hashTarget('#caf%C3%A9')).toBe('café');
  });

  it('names nothing for no hash, a bare # or a malformed escape', () => {
    expect(hashTarget('')).toBeUndefined();
    expect(hashTarget('#')).toBeUndefined();
    expect(hashTarget('#%E0%A4%A')).toBeUndefined();
  });
});
