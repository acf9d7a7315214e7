import { useEffect } from 'react';
import { type ReportSource, report } from './report';

/**
 * Reports a query's error when it has one (spec 8 "reported" reads): once per failure, however many
 * components watch the same query, since `report` ignores an Error it has already seen.
 */
export const useReportError = (source: ReportSource, error: unknown) => {
  useEffect(() => {
    if (error) report(source, error);
  }, [source, error]);
};
