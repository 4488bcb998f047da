import { afterEach, describe, expect, it } from 'vitest';
import { withoutErrorStacks } from '../../src/start-up/error-stacks.ts';

const before = Error.stackTraceLimit;

afterEach(() => {
  Error.stackTraceLimit = before;
});

describe('withoutErrorStacks', () => {
  it('creates errors without a stack while the module loads, and with one again after', async () => {
    const during = await withoutErrorStacks(async () => new Error('sentinel'));
    expect(during.stack).toBeUndefined();
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('later').stack).toContain('later');
  });

  it('puts the limit back when the import fails', async () => {
    Error.stackTraceLimit = 7;
    await expect(withoutErrorStacks(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(Error.stackTraceLimit).toBe(7);
  });
});
