/** The public face of medigap (quote form, quotes, plan-type table) for the other features. */
export { MedigapPanel } from './MedigapPanel';
export { MedigapTable } from './MedigapTable';
export { medigapMessages } from './messages';
export { QuoteForm } from './QuoteForm';
export { isComplete, planYearStartChoices } from './quote';
export { saveQuoteInputs, useQuoteInputs, useQuoteQuery, useSaveQuote } from './useQuote';
