// A parallel audit's shares (scripts/audit/shards.ts) measure every route once between them.
import { describe, expect, it } from 'vitest';
import { isMine } from '../../scripts/audit/shards.ts';

describe('the audit’s shares', () => {
  it('give each route to exactly one share', () => {
    const routes = Array.from({ length: 27 }, (_, index) => index);
    for (const count of [1, 2, 3]) {
      const shares = Array.from({ length: count }, (_, index) => routes.filter(isMine(`${index + 1}/${count}`)));
      expect(shares.flat().sort((a, b) => a - b)).toEqual(routes);
      // Balanced: no share has more than one route over another.
      const sizes = shares.map((share) => share.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('leave every route to an audit that is not a share, and refuse a malformed one', () => {
    expect([0, 1, 2].filter(isMine(undefined))).toEqual([0, 1, 2]);
    expect(() => isMine('2')).toThrow(/k\/n/);
  });
});
