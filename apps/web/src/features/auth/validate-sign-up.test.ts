import { describe, expect, it } from 'vitest';
import english from '../../locales/en/auth.json';
import { validateSignUp } from './validate-sign-up.ts';

const valid = { displayName: 'Ada Lovelace', email: 'ada@example.com', password: 'engine', confirmPassword: 'engine' };

describe('validateSignUp (docs/product/validation.md)', () => {
  it('accepts a complete form with a six-character password', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it('checks that the passwords match before their length', () => {
    expect(validateSignUp({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe('mismatch');
  });

  it('needs at least six characters', () => {
    expect(validateSignUp({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toBe('tooShort');
  });

  it('needs a name, an email and a password', () => {
    expect(validateSignUp({ ...valid, displayName: '  ' })).toBe('fillAll');
    expect(validateSignUp({ ...valid, email: '' })).toBe('fillAll');
  });

  it("says so in the spec's English", () => {
    expect(english.validation).toEqual({
      fillAll: 'Please fill in all fields',
      mismatch: 'Passwords do not match',
      tooShort: 'Password must be at least {{min}} characters',
    });
  });
});
