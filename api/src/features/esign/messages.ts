/** Wording of the enrollment application summary the person signs (the api writes the document). */
import { DEFAULT_SITE_PHONE, TTY } from 'shared-contracts';

export interface ApplicationFacts {
  planName: string;
  planId: string;
  carrierName: string;
  effectiveDate: string;
  applicantName: string;
  dateOfBirth: string | null;
  zip: string;
  fips: string;
  medicareNumber: string | null;
  phone: string | null;
  email: string | null;
}

export const APPLICATION_TITLE = 'Enrollment Application Summary';

export const applicationText = (f: ApplicationFacts): string =>
  [
    `This is a summary of the enrollment application you are sending to ${f.carrierName}.`,
    '',
    `Plan: ${f.planName} (${f.planId})`,
    `Insurance company: ${f.carrierName}`,
    `Coverage would start: ${f.effectiveDate}`,
    '',
    `Applicant: ${f.applicantName}`,
    `Date of birth: ${f.dateOfBirth ?? 'not given'}`,
    `ZIP code: ${f.zip} (county ${f.fips})`,
    `Medicare number: ${f.medicareNumber ?? 'not given'}`,
    `Phone: ${f.phone ?? 'not given'}`,
    `E-mail: ${f.email ?? 'not given'}`,
    '',
    'By signing, I confirm that the information above is correct to the best of my knowledge and that I want to apply for this plan. I understand that the insurance company decides on my enrollment and will contact me, and that I can only be in one Medicare Advantage or Part D plan at a time.',
    '',
    `Questions? Call a licensed insurance agent at ${DEFAULT_SITE_PHONE} (TTY: ${TTY}).`,
  ].join('\n');
