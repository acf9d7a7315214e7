import { describe, expect, it } from 'vitest';
import { SAMPLE_PLANS } from '../import/samples/sample-plans';
import { jsonBytes, keepEncoded, withKeptHead } from './json-body';

const same = (value: unknown) => expect(jsonBytes(value).toString('utf8')).toBe(JSON.stringify(value));

describe('jsonBytes', () => {
  it('gives the bytes of JSON.stringify for a county of plans', () => {
    const plans = SAMPLE_PLANS;
    same({ cntr: { medicarePlans: plans, statusCode: 200, extraPlanData: plans.map((p) => p.counties) } });
  });

  it.each<[string, unknown]>([
    ['scalars', [1, -0, 1.5e300, Number.NaN, Number.POSITIVE_INFINITY, true, null, 'x']],
    ['left-out values', { a: undefined, b: 1, c: () => 1, d: Symbol('s'), e: undefined }],
    ['only left-out values', { a: undefined, b: () => 1 }],
    ['holes in arrays', [undefined, () => 1, Symbol('s'), 2]],
    ['dates and toJSON', { at: new Date(Date.UTC(2027, 0, 1)), own: { toJSON: () => 'mine' } }],
    ['key order', { b: 1, 2: 'two', a: { z: 1, 1: 'one' }, '': 0 }],
    ['escapes and non-ASCII', { 'quote"key': 'line\nbreak \\ "q" é 漢 💊 \u0007 \ud800' }],
    ['empty', { a: {}, b: [], c: [[]], d: '' }],
    ['deep', { a: [{ b: [{ c: [{ d: { e: [1, { f: undefined }] } }] }] }] }],
    [
      'no prototype',
      Object.assign(Object.create(null), { a: 1, b: [Object.assign(Object.create(null), { c: 2 })] }),
    ],
    ['a string', 'plain'],
  ])('gives the bytes of JSON.stringify for %s', (_, value) => {
    same(value);
  });

  it('splices values kept encoded in, with the bytes JSON.stringify gives', () => {
    const plans = SAMPLE_PLANS;
    const tiers = keepEncoded({ ...plans[0]! });
    const extras = keepEncoded(plans.map((p) => ({ stars: p.stars, counties: p.counties })));
    const body = {
      cntr: {
        medicarePlans: plans.map((p) => ({
          id: `${p.contract}${p.plan}`,
          planTiers: tiers,
          deeper: { a: [{ tiers }] },
        })),
        extraPlanData: extras,
        again: [extras, null, { n: keepEncoded({ toJSON: () => 'own' }) }],
      },
    };
    same(body);
    same(body);
    same(tiers);
  });

  it('gives the JSON made the first time a kept value was sent, and refuses changes to it', () => {
    const kept = keepEncoded({ a: [1, { b: 2 }] });
    const first = jsonBytes({ x: [{ kept }] }).toString('utf8');
    expect(Object.isFrozen(kept.a[1])).toBe(true);
    expect(() => {
      (kept.a as unknown[]).push(3);
    }).toThrow(TypeError);
    expect(jsonBytes({ x: [{ kept }] }).toString('utf8')).toBe(first);
    expect(first).toBe('{"x":[{"kept":{"a":[1,{"b":2}]}}]}');
  });

  it('gives the bytes of JSON.stringify for objects with a kept head, whatever their rest holds', () => {
    const plan = SAMPLE_PLANS[0]!;
    const head = keepEncoded({ id: `${plan.contract}${plan.plan}`, plan: { ...plan }, year: 2027 });
    const body = {
      cntr: {
        medicarePlans: [
          withKeptHead(head, { drugs: [{ n: 1, left: undefined }], cost: 12.5, gone: undefined, kept: head }),
          withKeptHead(head, { only: undefined }),
          withKeptHead(head, {}),
          withKeptHead(keepEncoded({}), { first: undefined, a: 1, b: [head] }),
          withKeptHead(keepEncoded({}), {}),
        ],
      },
      top: withKeptHead(head, { deep: { withKeptHead: withKeptHead(head, { x: 'é"\n' }) } }),
    };
    same(body);
    same(body);
  });

  it('refuses a head that is not kept encoded, a field in head and rest, array-index fields; freezes', () => {
    expect(() => withKeptHead({ a: 1 }, { b: 2 })).toThrow(TypeError);
    const head = keepEncoded({ a: 1 });
    expect(() => withKeptHead(head, { a: 2 })).toThrow(TypeError);
    expect(() => withKeptHead(head, { 1: 'index' })).toThrow(TypeError);
    const value = withKeptHead(head, { b: [2] });
    expect(Object.isFrozen(value)).toBe(true);
    expect(jsonBytes(value).toString('utf8')).toBe('{"a":1,"b":[2]}');
  });

  it('refuses what JSON.stringify cannot encode', () => {
    expect(() => jsonBytes(undefined)).toThrow(TypeError);
    expect(() => jsonBytes({ n: 1n })).toThrow(TypeError);
  });
});
