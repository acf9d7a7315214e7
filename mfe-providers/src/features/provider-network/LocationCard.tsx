/** One provider-network location: distance first, what is on site, its group, phones, links and providers. */
import type { NetworkLocation } from 'shared-contracts/api/provider-network';
import { useMessages } from 'web-kit/i18n';
import { useSpecialtyName } from 'web-kit/specialties';
import { cardCss, linkCss, summaryCss, theme } from 'web-kit/theme';
import { AddressLink, Button, PhoneLink } from 'web-kit/ui';
import { networkMessages } from './messages';

const inlineList = {
  listStyle: 'none',
  padding: 0,
  margin: '8px 0 0',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
} as const;

export const LocationCard = ({
  location: l,
  savedId,
  busy,
  onSave,
  onRemove,
}: {
  location: NetworkLocation;
  savedId: string | null;
  busy: boolean;
  onSave: () => void;
  onRemove: (savedId: string) => void;
}) => {
  const m = useMessages(networkMessages);
  const specialtyName = useSpecialtyName();
  return (
    <li css={cardCss} aria-labelledby={`location-${l.id}`} data-testid="network-location">
      <p css={{ margin: 0, fontWeight: 700, color: theme.good }}>{m.milesAway(l.distance)}</p>
      <h3 id={`location-${l.id}`} css={{ margin: '4px 0' }}>
        {l.name}
      </h3>
      <p css={{ margin: '0 0 8px' }}>{m.group(l.providerGroup.name)}</p>
      <AddressLink
        lines={[l.address.street, `${l.address.city}, ${l.address.state} ${l.address.zip}`]}
        label={m.addressOf(l.name)}
      />
      {l.onsitePharmacy || l.onsiteLabs ? (
        <ul css={inlineList}>
          {l.onsitePharmacy ? <li>{m.onsitePharmacy}</li> : null}
          {l.onsiteLabs ? <li>{m.onsiteLabs}</li> : null}
        </ul>
      ) : null}
      {l.description.map((line) => (
        <p key={line} css={{ margin: '8px 0 0' }}>
          {line}
        </p>
      ))}
      {l.phones.length > 0 ? (
        <ul css={inlineList}>
          {l.phones.map((p) => (
            <li key={p}>
              <PhoneLink phone={p} label={m.callLocation(l.name, p)} />
            </li>
          ))}
        </ul>
      ) : null}
      {[...l.links, ...l.providerGroup.links].length > 0 ? (
        <ul css={inlineList}>
          {[...l.links, ...l.providerGroup.links].map((link) => (
            <li key={`${link.label}-${link.url}`}>
              <a href={link.url} css={linkCss} target="_blank" rel="noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <details css={{ marginTop: 12 }}>
        <summary css={summaryCss}>
          {m.providersTitle} ({l.providers.length})
        </summary>
        <ul css={{ margin: '8px 0 0', paddingLeft: 24 }}>
          {l.providers.map((p) => (
            <li key={p.npi}>
              {p.name}, {specialtyName(p.specialty)} ({m.npi(p.npi)})
            </li>
          ))}
        </ul>
      </details>
      <p css={{ margin: '12px 0 0', display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        {savedId ? (
          <>
            <strong>{m.saved}</strong>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onRemove(savedId)}
              aria-label={m.removeSavedFor(l.name)}
            >
              {m.removeSaved}
            </Button>
          </>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={onSave} aria-label={m.saveFor(l.name)}>
            {m.save}
          </Button>
        )}
      </p>
    </li>
  );
};
