import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCredentialBox } from './credential-box.ts';

describe('the credential box', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);

  it('opens what it sealed only with the same row and field, and refuses a tampered value', () => {
    const box = createCredentialBox(oldKey);
    const sealed = box.seal('{"token":"ghp_secret"}', 'row-1:credentials');
    expect(sealed).not.toContain('ghp_secret');
    expect(box.open(sealed, 'row-1:credentials')).toBe('{"token":"ghp_secret"}');
    expect(() => box.open(sealed, 'row-2:credentials')).toThrow();
    const [version, id, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, id, iv, tag, flipped.toString('base64')].join('.'), 'row-1:credentials')).toThrow();
  });

  it('after a rotation, opens old values with the previous key, marks them stale, and names a missing key', () => {
    const sealed = createCredentialBox(oldKey).seal('secret', 'ctx');
    const rotated = createCredentialBox(newKey, [oldKey]);
    expect(rotated.open(sealed, 'ctx')).toBe('secret');
    expect(rotated.isStale(sealed)).toBe(true);
    expect(rotated.isStale(rotated.seal('secret', 'ctx'))).toBe(false);
    expect(() => createCredentialBox(newKey).open(sealed, 'ctx')).toThrow(/INTEGRATIONS_PREVIOUS_KEYS/);
  });
});
