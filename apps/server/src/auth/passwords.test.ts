import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const [a, b] = await Promise.all([
      hashPassword('correct horse battery'),
      hashPassword('correct horse battery'),
    ]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toContain('horse');
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse battery ', a)).toBe(false);
    expect(await verifyPassword('Correct horse battery', b)).toBe(false);
  });

  it('treats a tampered or foreign stored value as a wrong password', async () => {
    const stored = await hashPassword('secret secret');
    const parts = stored.split('$');
    const tampered = [...parts.slice(0, 5), Buffer.alloc(64, 1).toString('base64')].join('$');
    expect(await verifyPassword('secret secret', tampered)).toBe(false);
    expect(await verifyPassword('secret secret', 'secret secret')).toBe(false);
    expect(await verifyPassword('secret secret', '$2b$10$abcdefghijklmnopqrstuv')).toBe(false);
    expect(await verifyAgainstNothing('secret secret')).toBe(false);
  });
});
