/** One pharmacy as people expect it: distance first, the address opens a map, the phone dials. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Pharmacy } from 'shared-contracts/api/pharmacies';
import { useMessages } from 'web-kit/i18n';
import { cardCss, linkCss, theme } from 'web-kit/theme';
import { AddressLink, PhoneLink } from 'web-kit/ui';
import { pharmacyMessages } from './messages';

export const pharmacyAddressLines = (p: Pick<Pharmacy, 'address'>) => [
  p.address.street,
  `${p.address.city}, ${p.address.state} ${p.address.zip}`,
];

export const PharmacyCard = ({
  pharmacy: p,
  distance,
  children,
}: {
  pharmacy: Omit<Pharmacy, 'distance'>;
  distance?: number | undefined;
  children?: ReactNode;
}) => {
  const m = useMessages(pharmacyMessages);
  return (
    <li css={cardCss} data-testid="pharmacy">
      <p css={{ margin: 0, fontWeight: 700, color: theme.good }}>
        {p.isMailOrder ? m.byMail : distance !== undefined ? m.milesAway(distance) : null}
      </p>
      <h3 css={{ margin: '4px 0' }}>
        <Link
          to={`/pharmacy/${encodeURIComponent(p.pharmacyRecordID)}/`}
          css={linkCss}
          aria-label={m.details(p.name)}
        >
          {p.name}
        </Link>
      </h3>
      {p.is24Hours ? <p css={{ margin: '0 0 8px' }}>{m.open24}</p> : null}
      <AddressLink lines={pharmacyAddressLines(p)} label={m.addressOf(p.name)} />
      <p css={{ margin: '8px 0 0' }}>
        <PhoneLink phone={p.phone} label={`${m.callPharmacy(p.name)} ${p.phone}`} />
      </p>
      {children}
    </li>
  );
};
