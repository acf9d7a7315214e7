/** User-visible text of the drawer's Start over control. */
export const startOverMessages = {
  button: 'Start over',
  title: 'Start over?',
  explain:
    'This removes your ZIP code, drugs, pharmacies, doctors, benefit choices and personal details from this device and starts a new visit. Plans you enrolled in are not affected.',
  confirm: 'Yes, start over',
  keep: 'No, keep my information',
} as const;
