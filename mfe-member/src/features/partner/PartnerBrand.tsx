import type { Partner } from 'shared-contracts/api/partners';
import { useMessages } from 'web-kit/i18n';
import { theme } from 'web-kit/theme';
import { partnerMessages } from './messages';

/**
 * The partner's colours on its pages: a band in its primary colour (decoration, no text on it, so any
 * colour keeps the page's contrast) above its name in our own text colour.
 */
export const PartnerBrand = ({ partner }: { partner: Partner | null }) => {
  const m = useMessages(partnerMessages);
  return partner ? (
    <div data-testid="partner-brand" css={{ marginBottom: 8 }}>
      <div
        data-testid="partner-band"
        aria-hidden="true"
        css={{
          height: 12,
          borderRadius: 6,
          background: partner.colors.primary,
          borderBottom: partner.colors.secondary ? `4px solid ${partner.colors.secondary}` : undefined,
        }}
      />
      <p css={{ margin: '8px 0 0', fontWeight: 700, color: theme.text }}>{m.partnerBand(partner.name)}</p>
    </div>
  ) : null;
};
