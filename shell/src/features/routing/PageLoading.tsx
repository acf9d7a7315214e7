import { useMessages } from 'web-kit/i18n';
import { commonMessages as commonMessagesEnglish } from 'web-kit/messages';

/** A remote page's loading state (also in the prerendered frame, so the page does not shift). */
export const PageLoading = () => {
  const commonMessages = useMessages(commonMessagesEnglish);
  return (
    <p role="status" aria-live="polite">
      {commonMessages.loading}
    </p>
  );
};
