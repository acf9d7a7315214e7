import type { NOTICES } from 'shared-contracts/notices';
import { NOTICES_ES } from 'shared-contracts/notices.es';
import type { Translation } from 'web-kit/i18n';

export default NOTICES_ES satisfies Translation<typeof NOTICES>;
