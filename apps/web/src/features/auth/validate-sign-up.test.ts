import { describe, expect, it } from 'vitest';
import { validateSignUp } from './validate-sign-up.ts';

const valid = { displayName: 'Ada Lovelace', email: 'ada@example.com', password: 'engine', confirmPassword: 'engine' };

describe('validateSignUp (spec §5)', () => {
  it('accepts a complete form with a six-character password', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it('checks that the passwords match before their length', () => {
    expect(validateSignUp({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe('Passwords do not match');
  });

  it('needs at least six characters', () => {
    expect(validateSignUp({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toBe('Password must be at least 6 characters');
  });

  it('needs a name, an email and a password', () => {
    expect(validateSignUp({ ...valid, displayName: '  ' })).toBe('Please fill in all fields');
    expect(validateSignUp({ ...valid, email: '' })).toBe('Please fill in all fields');
  });
});
