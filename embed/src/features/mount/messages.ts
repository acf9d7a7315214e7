export const embedMessages = {
  zipTitle: 'Find Medicare plans in your area',
  zipPrompt: 'Please enter your ZIP code so we can show you Medicare plans available in your area.',
  zipLabel: 'ZIP code',
  submit: 'Submit',
  unknownZip: (zip: string) => `We could not find ${zip}. Please check the ZIP code and try again.`,
  outsideTitle: 'This page is not part of the plan finder here',
  outsideBody: 'A licensed insurance agent can help you with it.',
  backToPlans: 'Back to the plans',
  regionLabel: 'Medicare plan finder',
} as const;
