import pino from 'pino';
import { NestPinoLogger } from './nest-logger';

/** A NestPinoLogger over a pino logger whose lines are kept, parsed, for the test. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { nest: new NestPinoLogger(logger), lines };
}

describe('NestPinoLogger', () => {
  it("writes Nest's messages at the matching pino level, with Nest's context", () => {
    const { nest, lines } = capture();
    nest.log('Mapped {/api/notify, POST} route', 'RouterExplorer');
    nest.warn('careful');
    nest.debug('detail', 'Db');
    nest.verbose('chatter', 'Db');
    nest.fatal('gone', 'Main');
    expect(lines.map(({ level, msg, context }) => ({ level, msg, context }))).toEqual([
      { level: 30, msg: 'Mapped {/api/notify, POST} route', context: 'RouterExplorer' },
      { level: 40, msg: 'careful', context: undefined },
      { level: 20, msg: 'detail', context: 'Db' },
      { level: 10, msg: 'chatter', context: 'Db' },
      { level: 60, msg: 'gone', context: 'Main' },
    ]);
  });

  it('keeps the stack of an error, whether Nest passes the Error or its stack as a string', () => {
    const { nest, lines } = capture();
    nest.error(new Error('database closed'), 'ExceptionHandler');
    nest.error('Unhandled', 'Error: Unhandled\n    at handler (orders.ts:1:1)', 'ExceptionsHandler');
    expect(lines[0]).toMatchObject({ level: 50, msg: 'database closed', context: 'ExceptionHandler', err: { message: 'database closed' } });
    expect((lines[0]['err'] as { stack: string }).stack).toContain('nest-logger.spec.ts');
    expect(lines[1]).toMatchObject({
      level: 50,
      msg: 'Unhandled',
      context: 'ExceptionsHandler',
      err: { stack: 'Error: Unhandled\n    at handler (orders.ts:1:1)' },
    });
  });

  it('spreads an object message into the line', () => {
    const { nest, lines } = capture();
    nest.log({ msg: 'listening', port: 3000 }, 'Main');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'listening', port: 3000, context: 'Main' });
  });
});
