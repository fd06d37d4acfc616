import { ConflictException } from '@nestjs/common';
import { answerWithoutStack } from './api-exception.filter';

describe('answerWithoutStack', () => {
  it('makes the exception with its message and no stack frames', () => {
    const exception = answerWithoutStack(() => new ConflictException('Only 2 left'));
    expect(exception).toBeInstanceOf(ConflictException);
    expect(exception.getStatus()).toBe(409);
    expect(exception.message).toBe('Only 2 left');
    expect(exception.stack).not.toMatch(/\n\s+at /);
    expect(new ConflictException('elsewhere').stack).toMatch(/\n\s+at /);
  });

  it('leaves the stack trace limit as it was, even when making the exception throws', () => {
    const limit = Error.stackTraceLimit;
    expect(() =>
      answerWithoutStack(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
