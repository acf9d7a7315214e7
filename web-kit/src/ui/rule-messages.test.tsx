import { render, screen } from '@testing-library/react';
import { MESSAGES, TEXT_BOUNDS, TOO_LONG_MESSAGES, tooLongMessage } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { LanguageContext, loadSpanish, useTranslatedText } from '../i18n';
import './rule-messages';

const Said = ({ text }: { text: string }) => <p>{useTranslatedText(text)}</p>;

describe('the validation rules’ messages on a page in Spanish', () => {
  it('says a rule’s message and every text bound’s message in Spanish, with the bound', async () => {
    // A message made from a number (a text over its bound) was in no catalogue: a Spanish page said it in
    // English.
    await Promise.all([loadSpanish(MESSAGES), loadSpanish(TOO_LONG_MESSAGES)]);
    render(
      <LanguageContext.Provider value="es">
        <Said text={MESSAGES.required} />
        {TEXT_BOUNDS.map((max) => (
          <Said key={max} text={tooLongMessage(max)} />
        ))}
      </LanguageContext.Provider>,
    );
    expect(screen.getByText('Obligatorio')).toBeTruthy();
    for (const max of TEXT_BOUNDS) expect(screen.getByText(`Use como máximo ${max} caracteres`)).toBeTruthy();
  });
});
