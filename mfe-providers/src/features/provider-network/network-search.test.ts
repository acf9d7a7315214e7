import { describe, expect, it } from 'vitest';
import { activeCriteria, initialSearch, networkSearchReducer as reduce } from './network-search';

describe('provider-network search state', () => {
  it('starts sorted by Distance on page 1 with no filters (spec 4)', () => {
    expect(initialSearch).toEqual({
      radius: 25,
      gender: [],
      languages: [],
      groupTypes: [],
      sort: 'Distance',
      page: 1,
    });
    expect(activeCriteria(initialSearch)).toEqual([]);
  });

  it('toggles filter values in the options’ order and goes back to page 1', () => {
    let s = reduce(initialSearch, { type: 'page', page: 3 });
    s = reduce(s, { type: 'toggle', filter: 'languages', value: 'Spanish', on: true });
    s = reduce(s, { type: 'toggle', filter: 'languages', value: 'English', on: true });
    expect(s).toMatchObject({ languages: ['English', 'Spanish'], page: 1 });
    s = reduce(s, { type: 'toggle', filter: 'languages', value: 'English', on: false });
    expect(s.languages).toEqual(['Spanish']);
  });

  it('shows a bullet per active filter; removing one clears that filter only', () => {
    let s = reduce(initialSearch, { type: 'toggle', filter: 'gender', value: 'Female', on: true });
    s = reduce(s, { type: 'toggle', filter: 'groupTypes', value: 'Large Hospital-Based', on: true });
    s = reduce(s, { type: 'page', page: 2 });
    expect(activeCriteria(s)).toEqual([
      { filter: 'gender', values: ['Female'] },
      { filter: 'groupTypes', values: ['Large Hospital-Based'] },
    ]);
    s = reduce(s, { type: 'clear', filter: 'gender' });
    expect(s).toMatchObject({ gender: [], groupTypes: ['Large Hospital-Based'], page: 1 });
  });

  it('a sort or distance change returns to page 1; a reset restores the defaults; a page never goes below 1', () => {
    let s = reduce(reduce(initialSearch, { type: 'page', page: 4 }), { type: 'sort', sort: 'Name' });
    expect(s).toMatchObject({ sort: 'Name', page: 1 });
    expect(reduce(reduce(s, { type: 'page', page: 3 }), { type: 'radius', radius: 100 })).toMatchObject({
      radius: 100,
      page: 1,
    });
    expect(reduce(s, { type: 'page', page: 0 }).page).toBe(1);
    s = reduce(reduce(s, { type: 'toggle', filter: 'gender', value: 'Male', on: true }), { type: 'reset' });
    expect(s).toEqual(initialSearch);
  });
});
