import fs from 'node:fs';

/** Everything the process writes to stdout/stderr (pino writes to the file descriptors directly). */
export function captureOutput(): { text: () => string; restore: () => void } {
  const chunks: string[] = [];
  const keep = (data: unknown) => chunks.push(typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString());
  const spies = [
    jest.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
      keep(data);
      const callback = rest.find((arg) => typeof arg === 'function') as ((e: null, n: number) => void) | undefined;
      const length = typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).length;
      callback?.(null, length);
    }) as never),
    jest.spyOn(fs, 'writeSync').mockImplementation(((_fd: number, data: unknown) => {
      keep(data);
      return typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).length;
    }) as never),
    jest.spyOn(process.stdout, 'write').mockImplementation(((data: unknown) => keep(data) !== 0) as never),
    jest.spyOn(process.stderr, 'write').mockImplementation(((data: unknown) => keep(data) !== 0) as never),
  ];
  return { text: () => chunks.join(''), restore: () => spies.forEach((spy) => spy.mockRestore()) };
}
