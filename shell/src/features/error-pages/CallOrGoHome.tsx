import { telHref } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { linkCss } from 'web-kit/theme';
import { errorMessages } from './messages';

/** The two ways on from any error page: call a licensed agent, or go back to home. */
export const CallOrGoHome = () => {
  const m = useMessages(errorMessages);
  const { phone } = useHost();
  return (
    <>
      <p>
        <a href={telHref(phone)} css={linkCss}>
          {m.callUs(phone)}
        </a>
      </p>
      <p>
        <a href="/" css={linkCss}>
          {m.goHome}
        </a>
      </p>
    </>
  );
};
