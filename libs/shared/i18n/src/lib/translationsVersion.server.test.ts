// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translationsVersion } from './translationsVersion.server';

describe('translations version', () => {
  it('is the same for the same texts and changes with any text, so a changed file is a new URL', () => {
    const version = translationsVersion({ a: 'one', b: 'two' });
    expect(version).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(translationsVersion({ a: 'one', b: 'two' })).toBe(version);
    expect(translationsVersion({ a: 'one', b: 'two!' })).not.toBe(version);
    expect(translationsVersion({ a: 'one' })).not.toBe(version);
  });
});
