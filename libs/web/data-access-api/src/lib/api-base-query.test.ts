import { apiBaseQuery, keyToUrl } from './api-base-query';

const api = { signal: new AbortController().signal } as Parameters<typeof apiBaseQuery>[1];

function mockFetch(status: number, body: string, statusText = '') {
  const response = { ok: status >= 200 && status < 300, status, statusText, text: async () => body };
  const fetchMock = jest.fn().mockResolvedValue(response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('apiBaseQuery', () => {
  it('joins key segments with slashes', () => {
    expect(keyToUrl(['/api', 'orders'])).toBe('/api/orders');
    expect(keyToUrl('/api/notify')).toBe('/api/notify');
  });

  it('sends JSON bodies with credentials', async () => {
    const fetchMock = mockFetch(201, '{"subscribed":true}');
    const result = await apiBaseQuery({ key: ['/api', 'notify'], method: 'POST', body: { email: 'a@b.co' } }, api, {});
    expect(result).toEqual({ data: { subscribed: true } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/notify');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.co"}' });
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('turns a failure into the error-text rule, keeping a JSON body for the caller', async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' };
    mockFetch(429, JSON.stringify(body));
    expect(await apiBaseQuery(['/api', 'contact'], api, {})).toEqual({ error: { status: 429, message: '429: Slow down', body } });
  });

  it('treats 401 as an error by default and as nothing when asked', async () => {
    mockFetch(401, '', 'Unauthorized');
    expect(await apiBaseQuery(['/api', 'orders'], api, {})).toEqual({ error: { status: 401, message: '401: Unauthorized' } });
    mockFetch(401, '', 'Unauthorized');
    expect(await apiBaseQuery({ key: ['/api', 'orders'], on401: 'returnNull' }, api, {})).toEqual({ data: null });
  });

  it('reports a network failure without a status', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    expect(await apiBaseQuery('/api/orders', api, {})).toEqual({ error: { status: 0, message: '' } });
  });
});
