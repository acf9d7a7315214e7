export const leadMessages = {
  title: 'Get help from a licensed agent',
  intro:
    'Tell us how to reach you and a licensed insurance agent will call you. There is no obligation to enroll.',
  submit: 'Submit',
  thanks: 'Thank you. A licensed insurance agent will contact you soon.',
  failed: 'We could not send your details. Everything you typed is still here; please try again.',
} as const;
