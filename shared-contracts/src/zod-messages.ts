/**
 * What a failed check says when its schema gives no words of its own: the suite's catalogued messages
 * (spec 5's `MESSAGES`, a text's bound), never zod's own English ("Too big: expected string to have
 * <=100 characters"), so that a page and the api say it in the visit's language (both translate a
 * catalogued message by its English words). The browser's hosts set it with zod's other options
 * (`zod-config.ts`), the api at its start; a schema's own message still wins over it.
 */
import type { core } from 'zod/mini';
import { MESSAGES, TEXT_BOUNDS, type TextBound, tooLongMessage } from './validation';

const isBound = (max: number): max is TextBound => (TEXT_BOUNDS as readonly number[]).includes(max);

export const fieldMessage = (issue: core.$ZodRawIssue): string => {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null))
    return MESSAGES.required;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1)
    return MESSAGES.required;
  if (issue.code === 'too_big' && issue.origin === 'string') {
    const max = Number(issue.maximum);
    if (isBound(max)) return tooLongMessage(max);
  }
  return MESSAGES.invalid;
};
