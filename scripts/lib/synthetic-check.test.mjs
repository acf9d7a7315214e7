import { describe, expect, it } from 'vitest';
import { scriptJson } from './shell-page.mjs';
import { checkedPages, shellPageWithCandidate } from './synthetic-check.mjs';

const CURRENT = 'https://cdn.example/mfe-plans/1.0.0/mf-manifest.json';
const CANDIDATE = 'https://candidate.example/mfe-plans/1.1.0/mf-manifest.json';
const boot = {
  config: { services: {} },
  registry: {
    remotes: [
      { name: 'mfe_onboarding', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mfe_plans', entry: CURRENT },
    ],
  },
};
const html = `<html><head><link rel="preload" as="fetch" crossorigin="anonymous" href="${CURRENT}"><link rel="preload" as="script" href="https://cdn.example/mfe-plans/1.0.0/remoteEntry.js"><link rel="preload" as="script" href="http://localhost:3001/remoteEntry.js"><script type="application/json" id="boot-data">${scriptJson(boot)}</script></head><body></body></html>`;
const csp =
  "default-src 'self'; script-src 'self' https://cdn.example; style-src 'self' 'unsafe-inline' https://cdn.example; font-src 'self' data: https://cdn.example; connect-src 'self' https://cdn.example; img-src 'self' data: https:";

describe('the synthetic check', () => {
  it("gives its own browser the shell's page with the candidate in the registry, its origin in the CSP and no preloads of the version in force", () => {
    const page = shellPageWithCandidate({ html, csp, remote: 'mfe_plans', entry: CANDIDATE });
    const json = page.html.match(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(json ?? '{}')).toEqual({
      ...boot,
      registry: { remotes: [boot.registry.remotes[0], { name: 'mfe_plans', entry: CANDIDATE }] },
    });
    expect(page.html).not.toContain('https://cdn.example/mfe-plans/1.0.0/');
    expect(page.html).toContain('href="http://localhost:3001/remoteEntry.js"');
    const directives = Object.fromEntries(
      page.csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    for (const name of ['script-src', 'style-src', 'font-src', 'connect-src'])
      expect(directives[name]).toContain('https://candidate.example');
    expect(directives['img-src']).not.toContain('https://candidate.example');
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  it("opens a remote's main routes from the route table in the default layout, and the embedding for the remote it mounts", () => {
    expect(checkedPages('mfe_plans').map((p) => p.label)).toEqual([
      '/ (default layout)',
      '/plans/all/ (default layout)',
      '/plans/compare/?type=hmo (default layout)',
      'the partner embedding (embedding layout)',
    ]);
    expect(checkedPages('mfe_member').map((p) => p.layout)).toEqual(['default']);
  });
});
