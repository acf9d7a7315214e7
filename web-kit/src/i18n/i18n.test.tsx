import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import type { Language } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { LanguageContext, loadSpanish, spanish, useDates, useMessages, useTranslatedText } from './index';

const english = { title: 'Your plans', count: (n: number) => `${n} plans`, nested: { ok: 'Done' } } as const;
const load = vi.fn(async () => ({
  default: { title: 'Sus planes', count: (n: number) => `${n} planes`, nested: { ok: 'Listo' } },
}));
spanish(english, load);

const Page = () => {
  const m = useMessages(english);
  return (
    <p>
      {m.title} · {m.count(3)} · {useTranslatedText('Done')}
    </p>
  );
};

const page = (language: Language) =>
  render(
    <LanguageContext.Provider value={language}>
      <Page />
    </LanguageContext.Provider>,
  );

describe('useMessages', () => {
  it('gives an English visit the English catalogue and never loads the Spanish one', () => {
    page('en');
    expect(screen.getByText('Your plans · 3 plans · Done')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows English until the Spanish module arrives, then Spanish, texts written elsewhere included', async () => {
    page('es');
    expect(screen.getByText('Your plans · 3 plans · Done')).toBeTruthy();
    await act(() => loadSpanish(english));
    expect(screen.getByText('Sus planes · 3 planes · Listo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("re-renders in a transition when a Spanish module arrives (a page's first render stays sliced)", async () => {
    const late = { title: 'Your drugs' } as const;
    spanish(late, async () => ({ default: { title: 'Sus medicamentos' } }));
    const never = new Promise<never>(() => undefined);
    // Its Spanish words need more (here: data that never comes). A transition keeps what is on screen
    // while it waits; a blocking update would put the fallback in its place.
    const Drugs = () => {
      const m = useMessages(late);
      if (m.title !== late.title) use(never);
      return <p>{m.title}</p>;
    };
    render(
      <LanguageContext.Provider value="es">
        <Suspense fallback={<p>waiting</p>}>
          <Drugs />
        </Suspense>
      </LanguageContext.Provider>,
    );
    await act(() => loadSpanish(late));
    expect(screen.getByText('Your drugs')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('renders a component again when its own catalogue’s Spanish arrives, not at every other’s', async () => {
    const plans = { title: 'Plans' } as const;
    const doctors = { title: 'Doctors' } as const;
    let plansArrive: () => void = () => undefined;
    const plansHeld = new Promise<void>((resolve) => {
      plansArrive = resolve;
    });
    spanish(plans, () => plansHeld.then(() => ({ default: { title: 'Planes' } })));
    spanish(doctors, async () => ({ default: { title: 'Médicos' } }));
    const renders = vi.fn();
    const Plans = () => {
      renders();
      return <p>{useMessages(plans).title}</p>;
    };
    render(
      <LanguageContext.Provider value="es">
        <Plans />
      </LanguageContext.Provider>,
    );
    await act(() => loadSpanish(doctors));
    expect(renders).toHaveBeenCalledTimes(1);
    plansArrive();
    await act(() => loadSpanish(plans));
    expect(screen.getByText('Planes')).toBeTruthy();
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('refuses a catalogue that has no Spanish module', async () => {
    await expect(loadSpanish({ title: 'Alone' })).rejects.toThrow(/no Spanish/);
  });
});

describe('useDates', () => {
  const Dates = () => {
    const dates = useDates();
    return (
      <p>
        {dates.long('2027-01-15')} · {dates.monthName(3)} · {dates.shortMonth(3)}
      </p>
    );
  };
  const dates = (language: Language) =>
    render(
      <LanguageContext.Provider value={language}>
        <Dates />
      </LanguageContext.Provider>,
    );

  it('writes a calendar day and a month as English does', () => {
    dates('en');
    expect(screen.getByText('January 15, 2027 · March · Mar')).toBeTruthy();
  });

  it('writes them as US Spanish does', () => {
    dates('es');
    expect(screen.getByText('15 de enero de 2027 · marzo · mar')).toBeTruthy();
  });
});
