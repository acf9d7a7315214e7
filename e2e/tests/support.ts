import { expect, type Page } from '@playwright/test';
import { DEFAULT_SITE_PHONE, REMOTES, type RemoteName } from 'shared-contracts';

export const REMOTE_PORTS: Record<RemoteName, number> = {
  mfe_onboarding: 3001,
  mfe_plans: 3002,
  mfe_providers: 3003,
  mfe_member: 3004,
};
export { REMOTES };

/** The top bar's call link is present and dials the agent. */
export const expectCallButton = async (page: Page, phone = DEFAULT_SITE_PHONE) => {
  const call = page.getByTestId('call-button').first();
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('aria-label', new RegExp(phone.replace(/[()]/g, '\\$&')));
  await expect(call).toHaveAttribute('href', /^tel:\+1\d{10}$/);
};

export const expectNotFound = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
  await expect(page.getByText("Don't worry, you are not lost!")).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: /Medicare questions/ })).toBeVisible();
  await expect(
    page.getByTestId('not-found-page').getByRole('link', { name: /\(623\) 223-8884/ }),
  ).toBeVisible();
};
