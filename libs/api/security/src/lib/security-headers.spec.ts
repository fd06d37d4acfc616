import { isApiAnswer } from './security-headers';

describe('isApiAnswer: which set of security headers a request gets', () => {
  it('takes every /api path as the API, in any case and with a query, as the storefront does', () => {
    for (const url of [
      '/api',
      '/api/',
      '/api?x=1',
      '/api/notify',
      '/API/Notify',
      '/api/drop?poll=1',
      '/api/docs-json',
      '/api/docs-yaml',
      '/api/%E0%A4%A',
    ]) {
      expect([url, isApiAnswer(url)]).toEqual([url, true]);
    }
  });

  it("leaves the storefront's pages and files and the Swagger UI's page and files to the document set", () => {
    for (const url of [
      '/',
      '/blog/keto-mistakes',
      '/apiary',
      '/api-docs',
      '/assets/index.js',
      '/api/docs',
      '/api/docs/',
      '/API/DOCS',
      '/api/docs?x=1',
      '/api/docs/swagger-ui.css',
    ]) {
      expect([url, isApiAnswer(url)]).toEqual([url, false]);
    }
  });
});
