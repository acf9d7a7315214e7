import type { TOO_LONG_MESSAGES } from 'shared-contracts';
import { TOO_LONG_MESSAGES_ES } from 'shared-contracts/validation.es';
import type { Translation } from 'web-kit/i18n';

export default TOO_LONG_MESSAGES_ES satisfies Translation<typeof TOO_LONG_MESSAGES>;
