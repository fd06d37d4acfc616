import { errorText, errorToastText, GENERIC_ERROR_MESSAGE } from './error-text';

describe('errorText', () => {
  it('uses the message of a JSON error body', () => {
    const body = JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'email must be an email' });
    expect(errorText(400, 'Bad Request', body)).toBe('400: email must be an email');
  });

  it('joins a list of JSON messages', () => {
    expect(errorText(400, 'Bad Request', JSON.stringify({ message: ['a is bad', 'b is bad'] }))).toBe('400: a is bad, b is bad');
  });

  it('falls back to the body text when the body is not JSON', () => {
    expect(errorText(502, 'Bad Gateway', 'upstream timed out')).toBe('502: upstream timed out');
  });

  it('falls back to the body text when the JSON has no message', () => {
    expect(errorText(500, 'Internal Server Error', '{"error":"boom"}')).toBe('500: {"error":"boom"}');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(errorText(503, 'Service Unavailable', '')).toBe('503: Service Unavailable');
    expect(errorText(503, 'Service Unavailable', '   ')).toBe('503: Service Unavailable');
  });
});

describe('errorToastText', () => {
  it("uses the error's own message", () => {
    expect(errorToastText({ status: 500, message: '500: Internal Server Error' })).toBe('500: Internal Server Error');
  });

  it('uses the generic sentence when there is none', () => {
    expect(errorToastText(undefined)).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorToastText({ status: 0, message: '' })).toBe(GENERIC_ERROR_MESSAGE);
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong. Please try again.');
  });
});
