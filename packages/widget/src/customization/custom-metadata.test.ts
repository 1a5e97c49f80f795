import { describe, expect, it, vi } from 'vitest';
import { cleanMetadata } from './custom-metadata.ts';

describe('cleanMetadata', () => {
  it('keeps the values the server accepts', () => {
    expect(cleanMetadata({ plan: 'pro', seats: 12, beta: true, team: null })).toEqual({ plan: 'pro', seats: 12, beta: true, team: null });
  });

  it('drops what the server would refuse, and says which keys', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const clean = cleanMetadata({ ok: 'yes', nested: { a: 1 }, list: [1], long: 'x'.repeat(1001), nan: Number.NaN, ['k'.repeat(101)]: 1 });
    expect(clean).toEqual({ ok: 'yes' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nested, list, long, nan'));
    warn.mockRestore();
  });

  it('takes only a plain object', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(cleanMetadata('plan=pro')).toEqual({});
    expect(cleanMetadata([['plan', 'pro']])).toEqual({});
    warn.mockRestore();
  });
});
