/**
 * Every main flow by keyboard alone (issue 29), in English and in Spanish, at both sizes: Tab, Shift+Tab,
 * the arrow keys, Space and Enter only, and after every one of them the focus is checked (`keyboardUser`):
 * never lost to <body> (after a dialog, a route change, a list re-rendered), never hidden under a bar, and
 * on a control always drawn with an indicator at 3:1. Each page of a flow is also entered by its skip link
 * where the flow first reaches it. The words pressed are the catalogues' own, in the edition's language.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Translation } from 'web-kit/i18n';
import { esignMessages } from '../../../mfe-member/src/features/esign/messages';
import esignEs from '../../../mfe-member/src/features/esign/messages.es';
import { schedulingMessages } from '../../../mfe-member/src/features/scheduling/messages';
import schedulingEs from '../../../mfe-member/src/features/scheduling/messages.es';
import { soaMessages } from '../../../mfe-member/src/features/soa/messages';
import soaEs from '../../../mfe-member/src/features/soa/messages.es';
import { yourInformationMessages } from '../../../mfe-member/src/features/your-information/messages';
import yourInformationEs from '../../../mfe-member/src/features/your-information/messages.es';
import { consumerMessages } from '../../../mfe-onboarding/src/features/consumer/messages';
import consumerEs from '../../../mfe-onboarding/src/features/consumer/messages.es';
import { multistepMessages } from '../../../mfe-onboarding/src/features/multistep/messages';
import multistepEs from '../../../mfe-onboarding/src/features/multistep/messages.es';
import { compareMessages } from '../../../mfe-plans/src/features/compare/messages';
import compareEs from '../../../mfe-plans/src/features/compare/messages.es';
import { drugMessages } from '../../../mfe-plans/src/features/drugs/messages';
import drugsEs from '../../../mfe-plans/src/features/drugs/messages.es';
import { enrollMessages } from '../../../mfe-plans/src/features/enroll/messages';
import enrollEs from '../../../mfe-plans/src/features/enroll/messages.es';
import { planActionMessages } from '../../../mfe-plans/src/features/plan-actions/messages';
import planActionsEs from '../../../mfe-plans/src/features/plan-actions/messages.es';
import { detailMessages } from '../../../mfe-plans/src/features/plan-details/messages';
import planDetailsEs from '../../../mfe-plans/src/features/plan-details/messages.es';
import { doctorSearchMessages } from '../../../mfe-providers/src/features/doctor-search/messages';
import doctorSearchEs from '../../../mfe-providers/src/features/doctor-search/messages.es';
import { pharmacyMessages } from '../../../mfe-providers/src/features/pharmacies/messages';
import pharmaciesEs from '../../../mfe-providers/src/features/pharmacies/messages.es';
import { chromeMessages } from '../../../shell/src/features/chrome/messages';
import chromeEs from '../../../shell/src/features/chrome/messages.es';
import { zipMessages } from '../../../shell/src/features/zip-modal/messages';
import zipEs from '../../../shell/src/features/zip-modal/messages.es';
import { leadFieldMessages } from '../../../web-kit/src/lead-form/fields';
import fieldsEs from '../../../web-kit/src/lead-form/fields.es';
import { doctorPickerMessages } from '../../../web-kit/src/pickers/doctor-picker/messages';
import doctorPickerEs from '../../../web-kit/src/pickers/doctor-picker/messages.es';
import { drugPickerMessages } from '../../../web-kit/src/pickers/drug-picker/messages';
import drugPickerEs from '../../../web-kit/src/pickers/drug-picker/messages.es';
import { PARTNER, waitForEmbeddedPlans } from '../embedding/support';
import { memberLink } from '../member/helpers';
import { captchaDouble } from '../onboarding/helpers';
import { planCards, waitForPlans } from '../plans/helpers';
import { knownVisitor, livePage, zipDialog } from '../support';
import { expectFocusShown, keyboardUser } from './keyboard';

const ENGLISH = {
  chrome: chromeMessages,
  zip: zipMessages,
  planActions: planActionMessages,
  compare: compareMessages,
  details: detailMessages,
  drugs: drugMessages,
  drugPicker: drugPickerMessages,
  enroll: enrollMessages,
  consumer: consumerMessages,
  multistep: multistepMessages,
  fields: leadFieldMessages,
  doctorSearch: doctorSearchMessages,
  doctorPicker: doctorPickerMessages,
  pharmacies: pharmacyMessages,
  scheduling: schedulingMessages,
  yourInformation: yourInformationMessages,
  soa: soaMessages,
  esign: esignMessages,
};
/** An edition: the English catalogues, or another language's with the same keys. */
type Edition = { [K in keyof typeof ENGLISH]: Translation<(typeof ENGLISH)[K]> };
const EDITIONS: Record<string, Edition> = {
  en: ENGLISH,
  es: {
    chrome: chromeEs,
    zip: zipEs,
    planActions: planActionsEs,
    compare: compareEs,
    details: planDetailsEs,
    drugs: drugsEs,
    drugPicker: drugPickerEs,
    enroll: enrollEs,
    consumer: consumerEs,
    multistep: multistepEs,
    fields: fieldsEs,
    doctorSearch: doctorSearchEs,
    doctorPicker: doctorPickerEs,
    pharmacies: pharmaciesEs,
    scheduling: schedulingEs,
    yourInformation: yourInformationEs,
    soa: soaEs,
    esign: esignEs,
  },
};

/** A path in the edition's language (?lang=es before the fragment, where a member link keeps its token). */
const inLanguage = (lang: string, path: string) => {
  if (lang === 'en') return path;
  const [before, fragment] = path.split('#');
  const url = `${before}${before!.includes('?') ? '&' : '?'}lang=${lang}`;
  return fragment === undefined ? url : `${url}#${fragment}`;
};

/**
 * The plan finder's walk, on the site or inside the partner's embedding (`scope`): three plans to
 * compare, one removed from the comparison (the table re-renders), a plan's details, then the enrollment
 * form filled in and sent to the insurance company.
 */
const plansToEnrollment = async (
  page: Page,
  scope: Page | Locator,
  t: Edition,
  between?: (detailsUrl: string) => Promise<void>,
  ours?: string,
) => {
  const user = keyboardUser(page, ours);
  const cards = scope.getByTestId('plan-card');
  for (let i = 0; i < 3; i++) {
    const box = cards.nth(i).getByRole('checkbox', { name: new RegExp(`^${t.planActions.compare}`) });
    await user.tabTo(box);
    await user.press('Space');
    await expect(box).toBeChecked();
  }
  await user.activate(scope.getByRole('link', { name: t.planActions.compareSelected(3) }));
  const table = scope.getByTestId('compare-table');
  await expect(table.locator('thead th')).toHaveCount(3, { timeout: 30_000 });
  await user.activate(table.getByRole('button', { name: new RegExp(`^${t.compare.remove}`) }).first());
  await expect(table.locator('thead th')).toHaveCount(2);
  await expectFocusShown(page, 'a plan removed from the comparison', ours);

  await user.activate(table.getByRole('link', { name: new RegExp(t.compare.details) }).first());
  await expect(scope.getByTestId('plan-details')).toBeVisible({ timeout: 30_000 });
  await expectFocusShown(page, 'plan details', ours);
  await between?.(page.url());

  await user.activate(scope.getByRole('link', { name: t.details.enroll }));
  await expect(scope.getByTestId('enroll-plan-name')).toBeVisible({ timeout: 30_000 });
  await user.type(scope.getByRole('textbox', { name: t.enroll.firstName }), 'Rosa');
  await user.type(scope.getByRole('textbox', { name: t.enroll.lastName }), 'Diaz');
  await user.type(scope.getByRole('textbox', { name: new RegExp(t.enroll.phoneNumber) }), '(602) 555-0142');
  await user.type(scope.getByRole('textbox', { name: t.enroll.email, exact: true }), 'rosa@example.com');
  await user.type(scope.getByRole('textbox', { name: new RegExp(t.enroll.dateOfBirth) }), '04/28/1961');
  await user.type(scope.getByRole('textbox', { name: new RegExp(t.enroll.medicareId) }), '1EG4-TE5-MK73');
  const send = scope.getByRole('button', { name: t.enroll.submit });
  await expect(send).toBeEnabled();
  await user.tabTo(send);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/carrier-enrollment\//, { timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('handoff')).toBeTruthy();
};

for (const [lang, t] of Object.entries(EDITIONS)) {
  test.describe(`by keyboard alone (${lang})`, () => {
    test.describe.configure({ timeout: 240_000 });

    test('ZIP → plans → compare → details → a drug → the enrollment hand-off', async ({ page }) => {
      const user = keyboardUser(page);
      await page.goto(inLanguage(lang, '/plans/all/'));
      // The ZIP prompt of a first visit has the focus; once it is sent, the focus goes to the page.
      const dialog = zipDialog(page);
      await user.type(dialog.getByRole('textbox', { name: t.zip.zipLabel }), '85004');
      await user.activate(dialog.getByRole('button', { name: t.zip.submit }));
      await waitForPlans(page);
      await expectFocusShown(page, 'the ZIP prompt closed');
      await expect(planCards(page).first()).toBeVisible();

      await plansToEnrollment(page, page, t, async (detailsUrl) => {
        await user.activate(page.getByRole('link', { name: t.details.changeDrugs }));
        await user.activate(livePage(page).getByRole('link', { name: t.drugs.add }));
        await user.type(page.getByRole('searchbox', { name: t.drugPicker.searchLabel }), 'metformin');
        await user.activate(page.getByTestId('drug-results').getByRole('link').first());
        await user.activate(page.getByRole('button', { name: t.drugPicker.save }));
        await expect(page.getByTestId('drug-list')).toContainText(/metformin/i);
        await expectFocusShown(page, 'a drug added');
        // Back to the plan, as a person would with the browser's Back key (Alt+Left).
        await page.goto(detailsUrl);
        await user.skipToContent(t.chrome.skipToContent);
      });
    });

    test('the multistep onboarding to a lead', async ({ page }) => {
      const user = keyboardUser(page);
      await captchaDouble(page);
      await page.goto(inLanguage(lang, '/onboarding/multistep/'));
      await expect(page).toHaveURL(/\/step\/zip\//);
      await user.skipToContent(t.chrome.skipToContent);
      const next = page.getByRole('button', { name: t.multistep.next, exact: true });
      await user.type(page.getByRole('textbox', { name: t.consumer.zip }), '85004');
      await user.activate(next);
      await expect(page).toHaveURL(/\/step\/name\//);
      await user.type(page.getByRole('textbox', { name: t.fields.firstName }), 'Dorothy');
      await user.type(page.getByRole('textbox', { name: t.fields.lastName }), 'Keys');
      await user.activate(next);
      await expect(page).toHaveURL(/\/step\/contact\//);
      await user.type(page.getByRole('textbox', { name: t.fields.email }), 'dorothy.keys@example.com');
      await user.type(page.getByRole('textbox', { name: t.fields.phone }), '6023210166');
      const [lead] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && /\/consumer\/leads$/.test(r.url())),
        user.activate(next),
      ]);
      expect(lead.status()).toBe(201);
      await expect(page).toHaveURL(/\/step\/medicare\//);
      await expectFocusShown(page, 'the step after the lead');
    });

    test('doctors and pharmacies: search, add, remove', async ({ page }) => {
      const user = keyboardUser(page);
      await knownVisitor(page);
      await page.goto(inLanguage(lang, '/providers/search/'));
      await user.skipToContent(t.chrome.skipToContent);
      const live = livePage(page);
      await expect(live.getByRole('searchbox', { name: t.doctorPicker.searchLabel })).toBeEnabled({
        timeout: 30_000,
      });
      await user.type(live.getByRole('searchbox', { name: t.doctorPicker.searchLabel }), 'family');
      await user.activate(live.getByRole('button', { name: t.doctorPicker.search }));
      const results = live.getByTestId('doctor-result');
      await expect(results.first()).toBeVisible({ timeout: 30_000 });
      const [name] = await results.first().getByRole('heading', { level: 3 }).allTextContents();
      // The result added leaves the list: the focus must not go with it.
      await user.activate(live.getByRole('button', { name: t.doctorPicker.addFor(name!) }));
      await expect(live.getByTestId('chosen-doctor').filter({ hasText: name! })).toBeVisible();
      await expectFocusShown(page, 'a doctor added');
      await user.activate(live.getByRole('button', { name: t.doctorPicker.removeFor(name!) }));
      await expect(live.getByTestId('chosen-doctor').filter({ hasText: name! })).toHaveCount(0);
      await expectFocusShown(page, 'a doctor removed');

      await page.goto(inLanguage(lang, '/pharmacy/'));
      await user.skipToContent(t.chrome.skipToContent);
      const pharmacies = live.getByTestId('pharmacy-results').getByTestId('pharmacy');
      await expect(pharmacies.first()).toBeVisible({ timeout: 30_000 });
      const first = (await pharmacies.first().getByRole('heading', { level: 3 }).textContent())!;
      await user.tabTo(live.getByRole('checkbox', { name: t.pharmacies.choose(first) }));
      await user.press('Space');
      await user.activate(live.getByRole('button', { name: t.pharmacies.save(1) }));
      const chosen = live.getByTestId('chosen-pharmacies');
      await expect(chosen.getByTestId('pharmacy')).toHaveCount(1, { timeout: 30_000 });
      await expectFocusShown(page, 'a pharmacy saved');
      await user.activate(chosen.getByRole('button', { name: t.pharmacies.removeFor(first) }));
      await expect(chosen.getByTestId('pharmacy')).toHaveCount(0);
      await expectFocusShown(page, 'a pharmacy removed');
    });

    test('booking a meeting, then a scope of appointment signed', async ({ page, request }, testInfo) => {
      const user = keyboardUser(page);
      await page.goto(inLanguage(lang, '/self-schedule/'));
      const dialog = zipDialog(page);
      await user.type(dialog.getByRole('textbox', { name: t.zip.zipLabel }), '85004');
      await user.activate(dialog.getByRole('button', { name: t.zip.submit }));
      const live = livePage(page);
      const phoneCall = live.getByRole('radio', { name: t.scheduling.kinds.phone, exact: true });
      await expect(phoneCall).toBeChecked({ timeout: 30_000 });
      await expectFocusShown(page, 'the ZIP prompt closed');
      // A day no other test books: one per edition and project.
      await user.tabTo(live.getByRole('combobox', { name: t.scheduling.dayLabel }));
      const presses = 6 + (lang === 'es' ? 2 : 0) + (testInfo.project.name === 'mobile' ? 1 : 0);
      for (let i = 0; i < presses; i++) await user.press('ArrowDown');
      const time = live.locator('input[name=meeting-time]').last();
      await user.tabTo(live.locator('input[name=meeting-time]').first());
      // From the first time, the arrow back wraps round to the last.
      await user.press('ArrowUp');
      await expect(time).toBeChecked();
      await user.type(live.getByRole('textbox', { name: t.fields.firstName }), 'Walter');
      await user.type(live.getByRole('textbox', { name: t.fields.lastName }), 'Keys');
      await user.type(live.getByRole('textbox', { name: t.fields.phone }), '6023210179');
      const [meeting] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === 'POST' && /\/scheduling\/meetings$/.test(r.url()),
        ),
        user.activate(live.getByRole('button', { name: t.scheduling.book })),
      ]);
      expect(meeting.status()).toBe(201);
      await expect(live.getByRole('heading', { name: t.scheduling.bookedTitle })).toBeVisible();
      await expectFocusShown(page, 'the meeting booked');

      const link = await memberLink(request);
      await page.goto(inLanguage(lang, link.path));
      await user.skipToContent(t.chrome.skipToContent);
      await user.activate(page.getByRole('link', { name: t.yourInformation.soaStart }));
      await expect(page.getByRole('heading', { level: 1, name: t.soa.title })).toBeVisible();
      await user.tabTo(
        page.getByRole('checkbox', { name: new RegExp(t.soa.products.medicare_advantage.slice(0, 20)) }),
      );
      await user.press('Space');
      await user.type(page.getByLabel(t.soa.firstName), 'Dorothy');
      await user.type(page.getByLabel(t.soa.lastName), 'Keys');
      await user.activate(page.getByRole('button', { name: t.soa.continue }));

      await user.tabTo(page.getByRole('checkbox', { name: t.esign.consentCheck }));
      await user.press('Space');
      await user.activate(page.getByRole('button', { name: t.esign.consentButton, exact: true }));
      await user.type(page.getByLabel(t.esign.signatureLabel), 'Dorothy Keys');
      await user.activate(page.getByRole('button', { name: t.esign.sign }));
      await expect(page.getByRole('heading', { level: 1, name: t.soa.confirmationTitle })).toBeVisible({
        timeout: 30_000,
      });
      await expectFocusShown(page, 'the scope of appointment confirmed');
    });

    test('the partner embedding: ZIP → plans → compare → details → the enrollment hand-off', async ({
      page,
    }) => {
      // The partner's own controls are theirs: the focus is judged on ours.
      const user = keyboardUser(page, '#finder');
      // The partner's own page, under its CSP (its nonce lets our styles in), the finder set to the edition.
      await page.goto(`${PARTNER}/`);
      const finder = page.locator('#finder');
      await finder.evaluate((el, lang) => el.setAttribute('lang', lang), lang);
      await user.type(finder.getByRole('textbox', { name: t.zip.zipLabel }), '85004');
      await user.activate(finder.getByRole('button', { name: t.zip.submit }));
      await waitForEmbeddedPlans(finder);
      await expectFocusShown(page, 'the plans shown', '#finder');
      await plansToEnrollment(page, finder, t, undefined, '#finder');
    });
  });
}
