import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, expectNotFound, knownVisitor, livePage } from '../support';
import { memberLink, openMemberLink, SAMPLE_MEMBER_ID } from './helpers';

// In order, in one worker: the tests share the sample member's account and its agents' free slots.
test.describe.configure({ mode: 'default', timeout: 180_000 });

const expectAccessible = async (page: Page, where: string) => {
  expect(await axeViolations(page), where).toEqual([]);
};

const downloadText = async (page: Page, click: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
};

test.beforeEach(async ({ page }) => {
  await knownVisitor(page);
});

test('book a meeting by keyboard, see it on the member pages and in the .ics, confirm it by its link and move it', async ({
  page,
  request,
}) => {
  const link = await memberLink(request);
  await page.goto(link.path);
  // The live page: the page's prerendered frame has its heading from the first paint.
  await expect(livePage(page).getByRole('heading', { level: 1, name: 'Your information' })).toBeVisible();
  // The signed link is a credential: it leaves the address bar at once.
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByLabel('First name')).toHaveValue('Dorothy');
  await expect(page.getByText('You do not have a meeting booked yet.')).toBeVisible();
  await expectAccessible(page, 'your information, no meeting');

  // Keyboard alone: from the first question, Tab and Space and Enter.
  const phone = page.getByRole('radio', { name: 'Phone call', exact: true });
  await phone.focus();
  await page.keyboard.press('Tab'); // the agent (the first is chosen)
  await expect(page.locator('input[name=agent]:checked')).toBeFocused();
  await page.keyboard.press('Tab'); // the day
  await expect(page.getByRole('combobox', { name: 'Day' })).toBeFocused();
  await page.keyboard.press('Tab'); // the first time of that day
  const firstTime = page.locator('input[name=meeting-time]').first();
  await expect(firstTime).toBeFocused();
  await page.keyboard.press('Space');
  await expect(firstTime).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Book this time' })).toBeFocused();
  await page.keyboard.press('Enter');

  const notice = page.getByTestId('booked-notice');
  await expect(notice.getByRole('heading', { name: 'Your meeting is booked' })).toBeFocused();
  const when = (await notice.locator('p').first().textContent()) ?? '';
  // "Tuesday, December 1, 10:30 AM Mountain Time with …": written in full, in the member's zone.
  expect(when).toMatch(
    /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{1,2}:\d{2} [AP]M Mountain (Standard )?Time with /,
  );
  const time = when.replace(/ with .*$/, '');
  const confirmLink = await notice
    .getByRole('link', { name: 'See, confirm or change your meeting' })
    .getAttribute('href');
  expect(confirmLink).toMatch(/^\/meeting\/[0-9a-f-]{36}\/confirm\/#token=.+/);
  await expectAccessible(page, 'booked');

  // The .ics file: one event with the agent, at the booked time.
  const ics = await downloadText(page, () =>
    notice.getByRole('button', { name: /Add to my calendar/ }).click(),
  );
  expect(ics.name).toMatch(/\.ics$/);
  const calendar = ics.bytes.toString('utf8');
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar).toMatch(/DTSTART/);

  // The member pages show it: next steps, after a reload.
  await page.goto(`/member/${link.accountId}/opp/${link.websiteReferenceId}/next-steps/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Next steps' })).toBeVisible();
  await expect(page.getByTestId('meeting-details')).toContainText(time);
  await expectAccessible(page, 'next steps');

  // Confirm it by its link (the meeting's own token rides in the fragment and leaves the address bar).
  await page.goto(confirmLink ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your meeting' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByTestId('meeting-details')).toContainText(time);
  await expectAccessible(page, 'meeting confirmation');
  await page.getByRole('button', { name: 'Yes, I will attend' }).click();
  await expect(page.getByText('Thank you. Your attendance is confirmed.')).toBeVisible();
  await expect(page.getByTestId('meeting-details')).toContainText('You confirmed you will attend.');

  // Move it to another time.
  await page.getByRole('button', { name: 'Choose another time' }).click();
  // Another day: today may have no other free time left.
  await page.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 });
  const times = page.locator('input[name=meeting-time]');
  await times.first().check();
  await expectAccessible(page, 'reschedule');
  await page.getByRole('button', { name: 'Move my meeting to this time' }).click();
  const moved = page.getByText(/^Your meeting is moved to /);
  await expect(moved).toBeVisible();
  const newTime = ((await moved.textContent()) ?? '').replace(
    /^Your meeting is moved to (.*)\. Please.*$/,
    '$1',
  );
  expect(newTime).not.toBe(time);
  await expect(page.getByTestId('meeting-details')).toContainText(newTime);
  await expect(page.getByTestId('meeting-details')).toContainText('Please confirm you will attend.');

  // The member page shows the new time.
  await page.goto(`/member/${link.accountId}/opp/${link.websiteReferenceId}/`);
  await expect(page.getByTestId('meeting-details')).toContainText(newTime);
});

test('sign a scope of appointment, reach the confirmation and download the signed PDF', async ({
  page,
  request,
}) => {
  const link = await memberLink(request);
  await page.goto(link.path);
  await page.getByRole('link', { name: 'Fill in the scope of appointment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scope of appointment' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Continue to sign' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /Medicare Advantage Plans/ }).check();
  await page.getByRole('checkbox', { name: /Stand-alone Medicare Prescription Drug Plans/ }).check();
  await page.getByLabel('First name').fill('Dorothy');
  await page.getByLabel('Last name').fill('Tester');
  await expectAccessible(page, 'scope of appointment');
  await submit.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign your document' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consent to do business electronically' })).toBeVisible();
  const document = page.getByTestId('esign-document');
  await expect(document).toContainText('Medicare Advantage Plans (Part C) and Cost Plans');
  await expect(document).not.toContainText('Medicare Supplement (Medigap) Products');
  await expectAccessible(page, 'e-sign consent');
  await page.getByRole('checkbox', { name: 'I agree to do business electronically' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Type your full name to sign').fill('Dorothy Tester');
  await expectAccessible(page, 'e-sign signature');
  await page.getByRole('button', { name: 'Sign the document' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Scope of appointment confirmed' })).toBeVisible();
  await expectAccessible(page, 'scope of appointment confirmation');
  const pdf = await downloadText(page, () =>
    page.getByRole('button', { name: 'Download your signed copy (PDF)' }).click(),
  );
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The member page knows it is signed; the signed document cannot be signed again.
  await page.getByRole('link', { name: 'Back to your member pages' }).click();
  await expect(page.getByText(/^You signed your scope of appointment on /)).toBeVisible();
});

test("another account's member URL is the 404 page, never its data", async ({ page, request }) => {
  const link = await memberLink(request);
  await openMemberLink(page, link);
  await page.goto(`/member/${SAMPLE_MEMBER_ID}/opp/${link.websiteReferenceId}/personalization/`);
  await expectNotFound(page);
  await expect(page.getByText('Evelyn')).toHaveCount(0);
});

test('the member pages read as they should without a link, and each passes axe', async ({
  page,
  request,
}) => {
  await page.goto('/member/');
  await expect(page.getByText(/please open the link in the message we sent you/)).toBeVisible();
  await expectAccessible(page, 'member landing without a link');

  const link = await memberLink(request, SAMPLE_MEMBER_ID);
  await openMemberLink(page, link);
  await page.goto('/member/');
  await expect(page).toHaveURL(new RegExp(`/member/${SAMPLE_MEMBER_ID}/opp/[^/]+/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your information' })).toBeVisible();

  const base = `/member/${SAMPLE_MEMBER_ID}/opp/${link.websiteReferenceId}`;
  await page.goto(`${base}/personalization/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your drugs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Benefits that matter to you' })).toBeVisible();
  await expectAccessible(page, 'personalization');

  await page.goto(`${base}/anoc/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Annual notice of changes' })).toBeVisible();
  await expect(
    page.getByTestId('anoc-changes').or(page.getByText('Nothing in your plan changes next year.')),
  ).toBeVisible();
  await expectAccessible(page, 'annual notice of changes');

  for (const path of [
    '/self-schedule/',
    '/meeting/confirm/',
    '/esign/',
    '/scope-of-appointment/confirmation/',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectAccessible(page, path);
  }
});

test("the partner form posts a lead for the partner and thanks the person in the partner's colours", async ({
  page,
}) => {
  await page.goto('/partner/silver-path/form/');
  const title = 'Silver Path Benefits and Medicare Plan Finder: talk with a licensed agent';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('partner-band')).toHaveCSS('background-color', 'rgb(15, 110, 90)');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('First name').fill('Harold');
  await page.getByLabel('Last name').fill('Partner');
  await page.getByLabel('E-mail').fill('harold.partner@example.com');
  await page.getByLabel('Phone number').fill('(602) 555-0133');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('85004');
  await expect(page.getByTestId('consent-text')).toContainText('By pressing "Submit"');
  await expectAccessible(page, 'partner form');

  const [posted] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/consumer\/leads$/.test(r.url())),
    submit.click(),
  ]);
  // The body's partnerId is checked in PartnerFormPage.test.tsx (the browser does not expose ky's body here).
  expect(posted.status()).toBe(201);

  await expect(page).toHaveURL(/\/partner\/silver-path\/thank-you\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expect(page.getByText(/through Silver Path Benefits/)).toBeVisible();
  await expect(page.getByTestId('partner-band')).toHaveCSS('background-color', 'rgb(15, 110, 90)');
  await expect(page.getByTestId('page-call-link')).toHaveAttribute('href', /^tel:/);
  await expectAccessible(page, 'partner thank-you');
});
