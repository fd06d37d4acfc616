import { negotiateCoding } from './cached-document';

describe('negotiateCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['deflate, zstd', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['GZIP', 'gzip'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('chooses for Accept-Encoding %p: %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});
