import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './util';

describe('password hashes', () => {
  it('name their scrypt cost, and verify the password only', async () => {
    const stored = await hashPassword('Demo#2024');
    expect(stored).toMatch(/^scrypt\$1024\$[^$]+\$[^$]+$/);
    expect(await verifyPassword('Demo#2024', stored)).toBe(true);
    expect(await verifyPassword('Demo#2025', stored)).toBe(false);
    expect(await hashPassword('Demo#2024')).not.toBe(stored);
  });

  it('still verify when made before the cost was named (Node’s default cost), as in an existing on-disk database', async () => {
    // scrypt of Demo#2024 with Node's default cost and the salt "saltsaltsaltsalt"
    const stored = 'scrypt$c2FsdHNhbHRzYWx0c2FsdA==$4Jouh1CprAY030TiO1y7CJgxHuX1I8NshSpPLcaEYv0=';
    expect(await verifyPassword('Demo#2024', stored)).toBe(true);
    expect(await verifyPassword('Demo#2025', stored)).toBe(false);
  });

  it('refuse a malformed hash or a cost scrypt does not take', async () => {
    const [, , salt, key] = (await hashPassword('Demo#2024')).split('$');
    for (const stored of [
      '',
      'bcrypt$x$y',
      `scrypt$1000$${salt}$${key}`,
      `scrypt$65536$${salt}$${key}`,
      `scrypt$x$${salt}$${key}`,
      'scrypt$1024$$',
    ]) {
      expect(await verifyPassword('Demo#2024', stored), stored).toBe(false);
    }
  });
});
