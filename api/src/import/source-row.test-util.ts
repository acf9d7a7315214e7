/** Test helper of the source row parsers: the SourceRowError a call throws (sync or async). */
import { SourceRowError } from './source-row';

export const rowErrorOf = async (fn: () => unknown): Promise<SourceRowError> => {
  try {
    await fn();
  } catch (e) {
    if (e instanceof SourceRowError) return e;
    throw e;
  }
  throw new Error('no error');
};
