import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configForApiBase, zipSchema } from 'shared-contracts';
import { z } from 'shared-contracts/zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ERRORS } from '../captcha';
import { HostProviders } from '../query';
import { onReport, reportsLogged, resetReportingForTests } from '../reporting';
import { testHost } from '../test-host';
import { leadContactSchema, leadFormMessages } from './fields';
import { useLeadContactForm } from './form';
import { CONSENT_VERSION, isLeadCaptured, useLeadCapture } from './index';

const lead = {
  firstName: 'Dorothy',
  lastName: 'Sample',
  emailAddress: 'dorothy@example.com',
  phoneNumber: '(602) 321-0164',
  zip: '85004',
  fips: '04013',
};

const setup = (recaptchaSiteKey?: string) => {
  const config = {
    ...configForApiBase('http://api.test', 'test'),
    ...(recaptchaSiteKey ? { recaptchaSiteKey, recaptchaScriptUrl: 'https://captcha.test/api.js' } : {}),
  };
  const { host, call } = testHost(
    { config, phone: '(623) 223-8884', attribution: { utmSource: 'google', campaignId: 'c-9' } },
    () => ({ leadId: 'lead-1', created: true }),
  );
  const tracked: string[] = [];
  const reported: string[] = [];
  host.events.on('analytics:track', ({ event }) => tracked.push(event));
  onReport(({ source, message }) => reported.push(`${source}: ${message}`));
  const consented: unknown[] = [];
  host.events.on('consumer:consented', (e) => consented.push(e.permissionToContactText));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostProviders host={host}>{children}</HostProviders>
  );
  const hook = renderHook(() => useLeadCapture('Submit'), { wrapper });
  return { hook, call, tracked, reported, consented };
};

afterEach(() => {
  resetReportingForTests();
  vi.restoreAllMocks();
  window.grecaptcha = undefined;
});

describe('useLeadCapture', () => {
  it('posts the lead once with the captcha token, the attribution and the consent text shown, then pushes lead_created', async () => {
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      window.grecaptcha = { ready: (cb) => cb(), execute: async () => 'captcha-token' };
      queueMicrotask(() => node.dispatchEvent(new Event('load')));
      return node;
    });
    const { hook, call, tracked, consented } = setup('site-key');
    await act(() => hook.result.current.save(lead));
    expect(call).toHaveBeenCalledTimes(1);
    const [service, method, path, options] = call.mock.calls[0]!;
    expect([service, method, path]).toEqual(['consumer', 'post', 'leads']);
    const body = (options as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({
      ...lead,
      recaptchaToken: 'captcha-token',
      utmSource: 'google',
      campaignId: 'c-9',
      agreeToTerms: true,
      permissionToContactText: { text: hook.result.current.consentText, version: CONSENT_VERSION },
    });
    expect(hook.result.current.consentText).toMatch(/automated, prerecorded and AI generative/);
    expect(hook.result.current.consentText).toMatch(/rates may apply/);
    expect(hook.result.current.consentText).toMatch(/does not affect your eligibility to enroll/);
    expect(hook.result.current.consentText).toMatch(/\(623\) 223-8884/);
    expect(tracked).toEqual(['lead_created', 'identify']);
    // The host keeps the consent exactly as it was posted.
    expect(consented).toEqual([body.permissionToContactText]);
  });

  it('tells the host of no consent when the lead is not saved', async () => {
    const { host } = testHost({}, () => {
      throw new Error('api down');
    });
    const consented: unknown[] = [];
    host.events.on('consumer:consented', (e) => consented.push(e));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HostProviders host={host}>{children}</HostProviders>
    );
    const hook = renderHook(() => useLeadCapture('Submit'), { wrapper });
    await act(() => expect(hook.result.current.save(lead)).rejects.toThrow('api down'));
    expect(consented).toEqual([]);
  });

  it('with no site key configured, reports the captcha error and still posts the lead without a token', async () => {
    const { hook, call, reported, tracked } = setup();
    await act(() => hook.result.current.save(lead));
    await reportsLogged();
    expect(reported).toEqual([`captcha: ${CAPTCHA_ERRORS.noKey}`]);
    const body = (call.mock.calls[0]![3] as { body: Record<string, unknown> }).body;
    expect(body).not.toHaveProperty('recaptchaToken');
    expect(tracked).toContain('lead_created');
  });
});

describe('useLeadContactForm', () => {
  const schema = z.object({ ...leadContactSchema.shape, zip: zipSchema });
  const typed = { ...lead, phoneNumber: '6023210164', fips: undefined };
  const render = (answer: () => unknown) => {
    const { host, call } = testHost(
      { consumer: { firstName: 'Dorothy', phoneNumber: '6023210164' } },
      answer,
    );
    const updated: unknown[] = [];
    host.events.on('consumer:updated', (e) => updated.push(e.fields));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HostProviders host={host}>{children}</HostProviders>
    );
    const hook = renderHook(
      () =>
        useLeadContactForm(schema, {
          more: { zip: '85004' },
          placeOf: ({ zip }) => ({ zip, fips: '04013' }),
        }),
      { wrapper },
    );
    return { hook, call, updated };
  };

  it('opens with what the host knows, saves the lead in its place with the phone written out, then tells the host', async () => {
    const { hook, call, updated } = render(() => ({ leadId: 'lead-1', created: true }));
    expect(hook.result.current.form.getValues()).toEqual({
      firstName: 'Dorothy',
      lastName: '',
      emailAddress: '',
      phoneNumber: '6023210164',
      zip: '85004',
    });
    await act(() => hook.result.current.send(typed));
    const body = (call.mock.calls[0]![3] as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject(lead);
    expect(updated).toEqual([
      {
        firstName: 'Dorothy',
        lastName: 'Sample',
        emailAddress: 'dorothy@example.com',
        phoneNumber: '(602) 321-0164',
      },
    ]);
    expect(hook.result.current.sent).toBe(true);
  });

  it('keeps the form with the lead form’s message when the save fails, and tells the host nothing', async () => {
    const { hook, updated } = render(() => {
      throw new Error('api down');
    });
    await act(() => hook.result.current.send(typed));
    // The form's root error (what FormFailure shows), read as it is now.
    expect(hook.result.current.form.getFieldState('root' as 'zip').error?.message).toBe(
      leadFormMessages.failed,
    );
    expect(hook.result.current.sent).toBe(false);
    expect(updated).toEqual([]);
  });
});

describe('isLeadCaptured (spec 4)', () => {
  const consumer = { firstName: 'A', lastName: 'B', emailAddress: 'a@b.co', phoneNumber: '6023210164' };
  const place = { zipCode: '85004', fips: '04013', countyName: 'Maricopa' };
  it('needs first and last name, e-mail, phone, zip and fips', () => {
    expect(isLeadCaptured(consumer, place)).toBe(true);
    expect(isLeadCaptured({ ...consumer, lastName: ' ' }, place)).toBe(false);
    expect(isLeadCaptured(consumer, { ...place, fips: '' })).toBe(false);
    expect(isLeadCaptured(consumer, null)).toBe(false);
  });
});
