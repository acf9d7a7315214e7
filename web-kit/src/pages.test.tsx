import { render, screen } from '@testing-library/react';
import { configForApiBase, REMOTES, routesOf } from 'shared-contracts';
import { createHostValue, HostContext } from 'shared-contracts/react';
import { describe, expect, it } from 'vitest';
import { definePages, namedPage } from './pages';

describe('definePages', () => {
  it.each(REMOTES)('gives %s a page for every route it owns', (remote) => {
    const pages = definePages(remote);
    expect(Object.keys(pages).sort()).toEqual(
      routesOf(remote)
        .map((r) => r.id)
        .sort(),
    );
  });

  it('titles a page from the route table and offers the host phone', () => {
    const config = configForApiBase('http://api.test');
    const Page = definePages('mfe_member')['self-schedule']!;
    render(
      <HostContext.Provider value={createHostValue(config, { phone: '(888) 984-8120' })}>
        <Page />
      </HostContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Schedule a call with a licensed agent',
    );
    expect(screen.getByRole('link', { name: /\(888\) 984-8120/ }).getAttribute('href')).toBe(
      'tel:+18889848120',
    );
  });
});

describe('namedPage', () => {
  it('loads the page its module exports by that name', async () => {
    const First = () => <p>first</p>;
    const Second = () => <p>second</p>;
    const loaded = await namedPage(async () => ({ First, Second }), 'Second')();
    expect(loaded.default).toBe(Second);
  });
});
