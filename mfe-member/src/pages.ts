import type { RemotePagesModule } from 'shared-contracts';
import { definePages, namedPage } from 'web-kit/pages';

declare const __BUILD_LABEL__: string;

const module: RemotePagesModule = {
  pages: definePages('mfe_member', {
    member: namedPage(() => import('./features/your-information/pages'), 'MemberLandingPage'),
    'member-opp': namedPage(() => import('./features/your-information/pages'), 'YourInformationPage'),
    'member-personalization': () => import('./features/personalization/PersonalizationPage'),
    'member-next-steps': () => import('./features/next-steps/NextStepsPage'),
    'member-anoc': () => import('./features/anoc/AnocPage'),
    'self-schedule': () => import('./features/scheduling/SelfSchedulePage'),
    'meeting-confirm': () => import('./features/scheduling/MeetingConfirmPage'),
    soa: () => import('./features/soa/SoaPage'),
    'soa-confirmation': () => import('./features/soa/SoaConfirmationPage'),
    esign: () => import('./features/esign/EsignPage'),
    'partner-form': () => import('./features/partner/PartnerFormPage'),
    'partner-thank-you': () => import('./features/partner/PartnerThankYouPage'),
  }),
  buildLabel: __BUILD_LABEL__,
};
export const { pages, buildLabel } = module;
