import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithHost, testHost } from 'web-kit/test-host';
import MultistepPage from './MultistepPage';

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

/** The multistep page at `path` for testHost's visitor (ZIP known: Maricopa), with the address shown. */
export const renderMultistepAt = (path: string) =>
  renderWithHost(
    <>
      <Routes>
        <Route path="/onboarding/multistep/step/:step/" element={<MultistepPage />} />
      </Routes>
      <Where />
    </>,
    testHost().host,
    path,
  );

/** The address the page is at. */
export const addressShown = () => screen.getByTestId('where').textContent;
