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
    expect(builds).toBe(1);
  });

  it('is the schema zod sees: JSON Schema of pipes, defaults and metadata inside other schemas', () => {
    const trimmed = lazySchema(() => z.string().trim().pipe(z.string().min(1)).describe('A name'));
    const count = lazySchema(() => z.number().int().default(0));
    const body = lazySchema(() => z.object({ name: trimmed, count: count.optional() }));
    expect(z.toJSONSchema(body, { io: 'input' })).toMatchObject({
      properties: { name: { type: 'string', description: 'A name' }, count: { type: 'integer', default: 0 } },
      required: ['name'],
    });
    expect(body.parse({ name: ' x ' })).toEqual({ name: 'x', count: 0 });
  });

  it('says so when a schema is used while it is being built', () => {
    const loop: z.ZodType = lazySchema(() => z.object({ self: loop.optional() }));
    expect(() => loop.parse({})).toThrow('a schema used while it is being built');
  });
});
