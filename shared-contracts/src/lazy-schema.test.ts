import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on first use, once, and behaves as the schema itself', () => {
    let builds = 0;
    const item = lazySchema(() => {
      builds++;
      return z.object({ id: z.string().min(1, 'Required') });
    });
    const list = lazySchema(() => z.object({ items: z.array(item) }));
    expect(builds).toBe(0);
    expect(list.parse({ items: [{ id: 'a' }] })).toEqual({ items: [{ id: 'a' }] });
    expect(builds).toBe(1);
    expect(list.safeParse({ items: [{ id: '' }] }).error?.issues[0]?.message).toBe('Required');
    expect(item instanceof z.ZodObject).toBe(true);
    expect(Object.keys(item.shape)).toEqual(['id']);
    expect(item.extend({ n: z.number() }).parse({ id: 'b', n: 1 })).toEqual({ id: 'b', n: 1 });
    expect(z.toJSONSchema(list)).toMatchObject({ properties: { items: { items: { required: ['id'] } } } });
    expect(builds).toBe(1);
  });
});
