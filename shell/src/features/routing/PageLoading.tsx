import { commonMessages } from 'web-kit/messages';

/** A remote page's loading state (also in the prerendered frame, so the page does not shift). */
export const PageLoading = () => (
  <p role="status" aria-live="polite">
    {commonMessages.loading}
  </p>
);
