import { render, screen } from '@testing-library/react';
import { configForApiBase, REMOTES, routesOf } from 'shared-contracts';
import { createHostValue, HostContext } from 'shared-contracts/react';
import { describe, expect, it } from 'vitest';
import { definePages } from './pages';
import { pageMismatch } from './test-contract';

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

describe('a page for a route the owner does not own', () => {
  it('is kept in the page map, and the contract check names it', () => {
    const Page = () => null;
    const pages = definePages('mfe_plans', { member: async () => ({ default: Page }) });
    expect(pageMismatch('mfe_plans', pages)).toEqual({ missing: [], notOwned: ['member'] });
    const { home: _home, ...withoutHome } = definePages('mfe_plans');
    expect(pageMismatch('mfe_plans', withoutHome)).toEqual({ missing: ['home'], notOwned: [] });
  });
});
