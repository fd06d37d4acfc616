/** Shown when a failed call has no message of its own (spec §8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** What a failed call becomes: the HTTP status (0 when no response arrived) and a readable text. */
export interface ApiError {
  status: number;
  /** `{status}: {message}`, or the generic sentence when the request never got a response. */
  message: string;
  /** The response's JSON body, when it had one: what a caller needs beyond the text (a refusal's lines). */
  body?: unknown;
}

/**
 * The error-text rule: the status code, a colon, and the message — the JSON body's `message`
 * when the body is JSON carrying one, else the body text, else the status text.
 */
export function errorText(status: number, statusText: string, bodyText: string, body = jsonBody(bodyText)): string {
  return `${status}: ${jsonMessage(body) ?? (bodyText.trim() || statusText)}`;
}

/** The body of a failed response, parsed, if it is JSON. */
export function jsonBody(bodyText: string): unknown {
  try {
    return JSON.parse(bodyText);
  } catch {
    return undefined;
  }
}

/** A JSON error body's `message`; none when the body is not JSON or carries none (the body text is then the message). */
function jsonMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  // Validation errors may arrive as a list of sentences.
  if (Array.isArray(message) && message.length > 0) return message.join(', ');
  return undefined;
}

/** The text a visitor sees for any failed call: its own message, or the generic sentence. */
export function errorToastText(error: unknown): string {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : GENERIC_ERROR_MESSAGE;
}
