/** The quiz's answers and outcome for this visit, kept across its pages (and a reload). */
import { createSessionRecord } from '../consumer';
import type { EnrollmentDate } from './enrollment-period';

export const quizRecord = createSessionRecord('mpf:quiz:v1');

export interface QuizRecord {
  groupPlan?: 'Yes' | 'No';
  retiringInNearFuture?: 'Yes' | 'No';
  result?: EnrollmentDate;
}

export const readQuiz = () => quizRecord.read() as QuizRecord;
