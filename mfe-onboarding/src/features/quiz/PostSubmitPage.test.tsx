import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import PostSubmitPage from './PostSubmitPage';
import ResultsPage from './ResultsPage';
import { quizRecord } from './store';

afterEach(() => quizRecord.clear());

const render = (page: ReactElement, path: string) => renderWithHost(page, testHost().host, path);

describe('the quiz thank-you page', () => {
  it('thanks the person once the quiz has worked out their dates', () => {
    quizRecord.update({
      result: {
        kind: 'general',
        start: '2027-01-01',
        end: '2027-03-31',
        missedInitialEnrollmentPeriod: true,
      },
    });
    render(<PostSubmitPage />, '/quiz/enrollmentdate/post-submit/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you');
    expect(screen.getByRole('link', { name: 'See when you can enroll' }).getAttribute('href')).toBe(
      '/quiz/enrollmentdate/results/',
    );
  });

  it('opened with no answers in this visit, thanks for nothing and leads to the questions, as the results page does', () => {
    render(<PostSubmitPage />, '/quiz/enrollmentdate/post-submit/');
    expect(screen.queryByText('Thank you')).toBeNull();
    expect(screen.getByText(/Answer a few questions first/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start the quiz' }).getAttribute('href')).toBe('/quiz/');
    const thanks = screen.getByTestId('quiz-thanks-page').textContent;
    render(<ResultsPage />, '/quiz/enrollmentdate/results/');
    expect(screen.getByTestId('quiz-results-page').textContent).toBe(thanks);
  });
});
