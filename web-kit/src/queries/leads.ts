/**
 * Leads: POST leads (spec 4 "Lead"). Saving runs the invisible captcha, posts the lead with its token,
 * then pushes `lead_created` to the data layer and identifies the visitor to analytics. A captcha that
 * cannot run (no key configured, script not loaded, execution failed) is reported and the lead is still
 * posted without a token: the api decides, and refuses it while its own verification is on.
 */
import { useMutation } from '@tanstack/react-query';
import type { LeadCreateBody } from 'shared-contracts/api/leads';
import { leadsEndpoints } from 'shared-contracts/endpoints/leads';
import { useHost } from 'shared-contracts/react';
import { CaptchaError, captchaToken } from 'web-kit/captcha';
import { report } from 'web-kit/reporting';

/** What a lead form gives; the attribution and the captcha token are added here. */
export type LeadInput = Omit<LeadCreateBody, 'recaptchaToken'>;

export const CAPTCHA_ACTION = 'lead';

export const useCreateLeadMutation = () => {
  const { api, config, events, attribution } = useHost();
  return useMutation({
    mutationFn: async (lead: LeadInput) => {
      let recaptchaToken: string | undefined;
      try {
        recaptchaToken = await captchaToken(
          { siteKey: config.recaptchaSiteKey, version: 'v3', scriptUrl: config.recaptchaScriptUrl },
          CAPTCHA_ACTION,
        );
      } catch (error) {
        if (!(error instanceof CaptchaError)) throw error;
        report('captcha', error);
      }
      const saved = await api.call(leadsEndpoints.create, {
        body: { ...attribution, ...lead, ...(recaptchaToken ? { recaptchaToken } : {}) },
      });
      events.emit('analytics:track', { event: 'lead_created', data: { leadId: saved.leadId } });
      // Identified by the lead's id only: no name, e-mail or phone goes to the data layer.
      events.emit('analytics:track', { event: 'identify', data: { userId: saved.leadId } });
      return saved;
    },
  });
};
