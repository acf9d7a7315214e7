import type { PlanFinderProps } from '../../contract';

type Source = (name: 'zip' | 'partner' | 'plan-type' | 'lang') => string | null | undefined;

/** "es", "es-MX", "EN-us" → its language when it is one of ours (the loader has no Intl.Locale need). */
const ourLanguage = (tag: string | null | undefined): PlanFinderProps['lang'] | null => {
  const primary = /^\s*([a-z]{2,3})(?:[-_]|\s*$)/i.exec(tag ?? '')?.[1]?.toLowerCase();
  return primary === 'es' || primary === 'en' ? primary : null;
};

/** The finder's props from attributes (element) or parcel props, the same four either way. */
export const readProps = (source: Source): PlanFinderProps => ({
  zip: source('zip') ?? null,
  partner: source('partner') ?? null,
  planType: source('plan-type') ?? null,
  lang: ourLanguage(source('lang')) ?? ourLanguage(document.documentElement.lang) ?? 'en',
});
