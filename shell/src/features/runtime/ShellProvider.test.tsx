import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { GENERATED_DATA_SET } from 'shared-contracts/api/content';
import { useHost } from 'shared-contracts/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataNotice } from 'web-kit/ui';
import { createdSession, testToken } from '../../test-app';
import { renderShellAt } from '../../test-shell';
import { useShell } from '../host';

const WR1 = 'WR1aaaaaaaaaaaaaaaaaaa';

/** What the pages and the chrome read from the two contexts. */
const Probe = () => {
  const host = useHost();
  const shell = useShell();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{host.sessionStatus}</dd>
      <dt>reference</dt>
      <dd data-testid="reference">{host.session?.websiteReferenceId ?? 'none'}</dd>
      <dt>zip modal</dt>
      <dd data-testid="zip-modal">{`${host.showZipModal} ${shell.zipModal.getSnapshot().matches('open') ? 'open' : 'closed'}`}</dd>
      <dt>phone</dt>
      <dd data-testid="phone">{host.phone}</dd>
    </dl>
  );
};

const renderShell = (page: ReactNode) => renderShellAt('/', page);

describe('ShellProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('gives a first visit the ZIP prompt, a session and a page view, in order, through its chain of parts', async () => {
    const token = testToken(3600);
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      const { pathname } = new URL(input.url);
      requests.push(`${input.method} ${pathname}`);
      if (input.method === 'POST' && pathname === '/consumer/session')
        return Response.json(createdSession(token), { status: 201 });
      // Content, the data warehouse: down. The chrome keeps its default phone.
      return Response.json({ message: 'down' }, { status: 503 });
    });
    renderShell(<Probe />);
    // The first render: the prompt shows at once, the session is starting, the phone is there.
    expect(screen.getByTestId('zip-modal').textContent).toBe('true open');
    expect(screen.getByTestId('status').textContent).toBe('starting');
    expect(screen.getByTestId('phone').textContent).toMatch(/\d{3}/);
    // No call is made inside the first commit's task.
    expect(requests).toEqual([]);

    await waitFor(() => expect(screen.getByTestId('reference').textContent).toBe(WR1));
    expect(screen.getByTestId('status').textContent).toBe('ready');
    expect(screen.getByTestId('zip-modal').textContent).toBe('true open');
    await waitFor(() => expect(requests).toContain('POST /dw/aep_analytics/page_views'));
    expect(requests.indexOf('POST /consumer/session')).toBeLessThan(
      requests.indexOf('POST /dw/aep_analytics/page_views'),
    );
  });

  /** A data set as the site options list it: a publisher's (CMS, 2027 Q1) or the api's generated sample. */
  const dataSet = (name: string, sample = false) => ({
    dataSet: name,
    publisher: sample ? 'Sample' : 'CMS',
    source: 'CMS, a publication',
    contractYear: sample ? null : 2027,
    quarter: sample ? null : 1,
    importedAt: sample ? null : '2026-11-28T15:00:00.000Z',
    sample,
  });
  const IMPORTED = ['part-d', 'ma-landscape', 'fda-ndc', 'nppes'].map((d) => dataSet(d));
  const CMS_LINE = 'Plan data: CMS, contract year 2027, quarter 1, imported November 28, 2026.';
  /** The api answers the site options with these data sets, and nothing else. */
  const siteOptionsListing = (dataSets: ReturnType<typeof dataSet>[]) =>
    vi.stubGlobal('fetch', async (input: Request) => {
      const { pathname } = new URL(input.url);
      if (pathname === '/content/site-options')
        return Response.json({
          operation_hours: '',
          disclaimers: [],
          disclaimersLastUpdated: '',
          versionCode: '',
          dataSets,
        });
      return Response.json({ message: 'down' }, { status: 503 });
    });

  it('names the imported files under the pages whose figures are all imported while the api still generates what others show', async () => {
    siteOptionsListing([dataSet(GENERATED_DATA_SET, true), ...IMPORTED]);
    renderShell(
      <>
        <DataNotice onlyImportedFigures />
        <DataNotice />
      </>,
    );
    const [imported, any] = screen.getAllByTestId('data-notice') as [HTMLElement, HTMLElement];
    await waitFor(() => expect(imported.textContent).toBe(CMS_LINE));
    expect(any.textContent).toMatch(/^Sample data:/);
  });

  it('names the publisher data under the pages once the site options say it serves, "Sample data" until then', async () => {
    siteOptionsListing(IMPORTED);
    renderShell(<DataNotice />);
    const notice = screen.getByTestId('data-notice');
    expect(notice.textContent).toMatch(/^Sample data:/);
    await waitFor(() => expect(notice.textContent).toBe(CMS_LINE));
  });
});
