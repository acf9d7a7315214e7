/** Contact details as people expect them: a phone number to tap, an address that opens a map. */
import { telHref } from 'shared-contracts';
import { linkCss } from 'web-kit/theme';

/** A maps search for the address (a search link needs no key and opens the phone's map app). */
export const mapsHref = (lines: readonly string[]) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.filter(Boolean).join(', '))}`;

export const AddressLink = ({ lines, label }: { lines: readonly string[]; label: string }) => (
  <a href={mapsHref(lines)} target="_blank" rel="noreferrer" css={linkCss} aria-label={label}>
    {lines.filter(Boolean).map((line, i) => (
      <span key={`${i}-${line}`} css={{ display: 'block' }}>
        {line}
      </span>
    ))}
  </a>
);

export const PhoneLink = ({ phone, label }: { phone: string; label?: string }) => (
  <a href={telHref(phone)} css={linkCss} aria-label={label}>
    {phone}
  </a>
);
