import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

describe('the README', () => {
  it('documents every variable the server reads', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(CONFIG_VARIABLES.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
