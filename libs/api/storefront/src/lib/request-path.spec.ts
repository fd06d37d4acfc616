import { decodeRequestPath, MAX_PATH_LENGTH, safeQuery } from './request-path';

describe('decodeRequestPath', () => {
  it('decodes the path once and drops the query', () => {
    expect(decodeRequestPath('/blog/keto-mistakes?utm_source=chat')).toBe('/blog/keto-mistakes');
    expect(decodeRequestPath('/images/a%20b.svg')).toBe('/images/a b.svg');
    expect(decodeRequestPath('/%252e%252e/')).toBe('/%2e%2e/');
    expect(decodeRequestPath('/')).toBe('/');
    expect(decodeRequestPath('/blog/')).toBe('/blog/');
  });

  it.each([
    ['a NUL byte', '/blog/%00'],
    ['a control character', '/blog/a%0Ab'],
    ['a malformed escape', '/blog/%E0%A4%A'],
    ['a dot-dot segment after decoding', '/%2e%2e/%2e%2e/etc/passwd'],
    ['an encoded slash that makes a dot-dot segment', '/..%2f..%2f'],
    ['a dot segment', '/./blog'],
    ['a backslash', '/images/..%5csecret'],
    ['an empty segment', '//blog//keto-mistakes'],
    ['two trailing slashes', '/blog//'],
    ['a path over the limit', `/${'a'.repeat(MAX_PATH_LENGTH)}`],
    ['a request target that is not a path', 'http://shop.example/'],
  ])('refuses %s', (_, url) => {
    expect(decodeRequestPath(url)).toBeUndefined();
  });
});

describe('safeQuery', () => {
  it('keeps the query string, percent-encoding whatever could not go in a header as it is', () => {
    expect(safeQuery('/blog/x')).toBe('');
    expect(safeQuery('/blog/x?utm_source=chat&a=%C3%A9')).toBe('?utm_source=chat&a=%C3%A9');
    expect(safeQuery(`/blog/x?a=${Buffer.from('é b', 'utf8').toString('latin1')}`)).toBe('?a=%C3%A9%20b');
  });
});
