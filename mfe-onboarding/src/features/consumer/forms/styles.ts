export const stepFormCss = { display: 'grid', gap: 24, maxWidth: 560 } as const;
export const actionsCss = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' } as const;
