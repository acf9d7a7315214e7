/**
 * The /lead/ page's texts. The embedded finder's lead form shows the same ones from the kit
 * (`leadFormMessages` in web-kit/lead-form/fields); importing them from there adds a shared module to
 * this remote's entry and takes the ZIP step over its 54 kB budget (54.2), so they are written here too
 * until the ZIP step is made smaller (issue 10). `lead-messages.test.ts` keeps the two the same.
 */
export const leadMessages = {
  title: 'Get help from a licensed agent',
  intro:
    'Tell us how to reach you and a licensed insurance agent will call you. There is no obligation to enroll.',
  submit: 'Submit',
  thanks: 'Thank you. A licensed insurance agent will contact you soon.',
  failed: 'We could not send your details. Everything you typed is still here; please try again.',
} as const;
