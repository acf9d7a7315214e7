// The whole shell provider at a path, for the tests of what it runs on every page (the visit, its time
// limits, the member's access): the api is whatever fetch the test stubs for http://api.test.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configForApiBase } from 'shared-contracts';
import { createQueryClient } from 'web-kit/query';
import { ShellProvider } from './features/runtime';

export const renderShellAt = (path: string, page: ReactNode = <p>page</p>) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={createQueryClient()}>
        <ShellProvider config={configForApiBase('http://api.test')}>{page}</ShellProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
