import type { MESSAGES } from 'shared-contracts';
import { MESSAGES_ES } from 'shared-contracts/validation.es';
import type { Translation } from 'web-kit/i18n';

export default MESSAGES_ES satisfies Translation<typeof MESSAGES>;
