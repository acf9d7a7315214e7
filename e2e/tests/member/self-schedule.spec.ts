import { expect, test } from '@playwright/test';
import { axeViolations, enterZip, livePage } from '../support';

test.describe.configure({ timeout: 180_000 });

test('a first visit books a call on /self-schedule/ with one form, by keyboard alone, giving its contact details there', async ({
  page,
}, testInfo) => {
  await page.goto('/self-schedule/');
  await enterZip(page, '85004');
  const live = livePage(page);
  const phoneCall = live.getByRole('radio', { name: 'Phone call', exact: true });
  await expect(phoneCall).toBeChecked();
  await phoneCall.focus();

  // Another agent and day than the member pages' tests book, one per project, so no test takes another's time.
  await page.keyboard.press('Tab'); // the agent
  await page.keyboard.press('ArrowUp'); // the last agent
  await page.keyboard.press('Tab'); // the day
  await expect(live.getByRole('combobox', { name: 'Day' })).toBeFocused();
  for (let i = 0; i <= testInfo.project.name.length % 3; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab'); // the first time of that day
  const time = live.locator('input[name=meeting-time]').first();
  await expect(time).toBeFocused();
  await page.keyboard.press('Space');
  await expect(time).toBeChecked();
  const chosen = await time.getAttribute('value');

  const book = live.getByRole('button', { name: 'Book this time' });
  await expect(book).toBeDisabled();
  await expect(live.getByText('Please tell us your name and phone number to book this time.')).toBeVisible();
  await expect(live.getByTestId('consent-text')).toContainText('By pressing "Book this time"');
  await page.keyboard.press('Tab');
  await expect(live.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await page.keyboard.type('Walter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type('rosa@'); // a wrong address is refused, an empty one is fine
  await page.keyboard.press('Tab');
  await expect(live.getByText('Invalid e-mail')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('(602) 321-0177');
  await page.keyboard.press('Tab');
  await expect(book).toBeEnabled();
  await expect(book).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('self-schedule-form.png'), fullPage: true });
  expect(await axeViolations(page), 'booking with contact details').toEqual([]);

  const [lead, meeting] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/consumer\/leads$/.test(r.url())),
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/scheduling\/meetings$/.test(r.url())),
    page.keyboard.press('Enter'),
  ]);
  expect(lead.status()).toBe(201);
  expect(meeting.status()).toBe(201);
  expect(((await meeting.json()) as { meeting: { startsAt: string } }).meeting.startsAt).toBe(chosen);
  await expect(live.getByRole('heading', { name: 'Your meeting is booked' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('self-schedule-booked.png'), fullPage: true });
});
