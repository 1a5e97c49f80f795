import { describe, expect, it } from 'vitest';
import { shouldMask, type MaskCandidate } from './mask-targets.ts';

const element = (tagName: string, attributes: Record<string, string> = {}): MaskCandidate => ({
  tagName: tagName.toUpperCase(),
  getAttribute: (name: string) => attributes[name] ?? null,
  hasAttribute: (name: string) => name in attributes,
});

describe('shouldMask', () => {
  it('masks password fields and anything marked data-cf-mask', () => {
    expect(shouldMask(element('input', { type: 'password' }))).toBe(true);
    expect(shouldMask(element('input', { type: 'PASSWORD', name: 'pw' }))).toBe(true);
    expect(shouldMask(element('div', { 'data-cf-mask': '' }))).toBe(true);
    expect(shouldMask(element('span', { 'data-cf-mask': 'true' }))).toBe(true);
  });

  it('masks card fields by autocomplete, name and numeric card-like inputs', () => {
    expect(shouldMask(element('input', { autocomplete: 'cc-number' }))).toBe(true);
    expect(shouldMask(element('input', { autocomplete: 'billing cc-csc' }))).toBe(true);
    expect(shouldMask(element('input', { name: 'card_number' }))).toBe(true);
    expect(shouldMask(element('input', { id: 'cardNumber' }))).toBe(true);
    expect(shouldMask(element('input', { name: 'cvv' }))).toBe(true);
    expect(shouldMask(element('input', { 'aria-label': 'Security code' }))).toBe(true);
    expect(shouldMask(element('input', { name: 'card-exp' }))).toBe(true);
    expect(shouldMask(element('input', { inputmode: 'numeric', name: 'giftcard' }))).toBe(true);
  });

  it('leaves ordinary fields and elements alone', () => {
    expect(shouldMask(element('input', { type: 'text', name: 'email' }))).toBe(false);
    expect(shouldMask(element('input', { type: 'search', name: 'q', autocomplete: 'off' }))).toBe(false);
    expect(shouldMask(element('input', { inputmode: 'numeric', name: 'quantity' }))).toBe(false);
    expect(shouldMask(element('input', { name: 'discount', placeholder: 'Accent colour' }))).toBe(false);
    expect(shouldMask(element('div', { class: 'card' }))).toBe(false);
    expect(shouldMask(element('p'))).toBe(false);
  });
});
