import { SPECIALTIES_ES } from 'shared-contracts/specialties.es';
import type { Translation } from 'web-kit/i18n';
import type { specialtyMessages } from 'web-kit/specialties';

export default { specialties: SPECIALTIES_ES } satisfies Translation<typeof specialtyMessages>;
