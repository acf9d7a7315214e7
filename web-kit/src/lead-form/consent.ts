/**
 * The permission-to-contact text of spec 9, shown in full beside every lead form's submit button. The
 * exact text, its version and the time it was shown are stored with the lead (`permissionToContactText`),
 * so a change of wording must come with a new version.
 */
import { type Language, PRODUCT_NAME } from 'shared-contracts';
import type { PermissionToContact } from 'shared-contracts/api/leads';
import { spanish } from 'web-kit/i18n';

export const CONSENT_VERSION = '2026-11-23.1';

/**
 * The text in each language (the version and the language stored with it name the wording); a new
 * wording in either language needs a new `CONSENT_VERSION`.
 */
export const consentMessages = {
  text: (buttonLabel: string, phone: string) =>
    `By pressing "${buttonLabel}", you agree that ${PRODUCT_NAME} and its licensed insurance agents may contact you ` +
    `at the phone number and e-mail address you gave, including by automated, prerecorded and AI generative ` +
    `voice calls and text messages, about Medicare plans. Message and data rates may apply. Your consent is ` +
    `not a condition of enrolling in any plan and does not affect your eligibility to enroll. You can change ` +
    `or withdraw your consent at any time by calling ${PRODUCT_NAME} at ${phone} (TTY:711).`,
} as const;

spanish(consentMessages, () => import('./consent.es'));

/** What is stored with the lead: the exact text shown, in the language it was shown in. */
export const permissionToContact = (
  text: string,
  shownAt: Date,
  language: Language,
): PermissionToContact => ({
  text,
  version: CONSENT_VERSION,
  shownAt: shownAt.toISOString(),
  language,
});
