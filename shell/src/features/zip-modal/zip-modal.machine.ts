/**
 * The ZIP modal (spec section 4): opens when no ZIP is stored or a change is requested; at 5 digits the
 * counties are fetched and the first preselected; submit saves the location; success closes, failure
 * shows the not-served message; input below 5 digits clears the error.
 */
import { maskZip, ZIP_LENGTH } from 'shared-contracts';
import { type County, NOT_SERVED_MESSAGE } from 'shared-contracts/api/location';
import { assign, fromPromise, setup } from 'xstate';

export interface ZipModalContext {
  zip: string;
  counties: County[];
  fips: string;
  error: string | null;
  /** Editing an existing location: the modal may be closed. */
  editing: boolean;
  /** A ZIP from the query string (spec 2) is saved as soon as its county is known. */
  autoSave: boolean;
  /**
   * Submitted while the county lookup ran (Enter right after the fifth digit): the submit goes on once
   * the lookup answers, unless the ZIP spans counties (then the county is asked for first).
   */
  submitWhenReady: boolean;
}

export type ZipModalEvent =
  | { type: 'zip.open'; editing: boolean; zip?: string }
  | { type: 'zip.fromQuery'; zip: string; fips?: string | undefined }
  | { type: 'zip.close' }
  | { type: 'zip.type'; value: string }
  | { type: 'zip.county'; fips: string }
  | { type: 'zip.submit' };

export interface SaveLocationInput {
  zip: string;
  fips: string;
  countyName: string;
}

/**
 * What a submit needs: a whole ZIP, and a county chosen when it spans several. The prompt's Submit is
 * enabled on it (during the lookup too: the machine then remembers the submit), and `ready` saves on it.
 */
export const submittable = ({ zip, counties, fips }: Pick<ZipModalContext, 'zip' | 'counties' | 'fips'>) =>
  zip.length === ZIP_LENGTH && (counties.length <= 1 || fips !== '');

const blank = { counties: [] as County[], fips: '', error: null, autoSave: false, submitWhenReady: false };

export const zipModalMachine = setup({
  types: {
    context: {} as ZipModalContext,
    events: {} as ZipModalEvent,
    input: {} as { zip?: string },
  },
  actors: {
    fetchCounties: fromPromise<County[], { zip: string }>(async () => {
      throw new Error('fetchCounties is provided by the shell');
    }),
    saveLocation: fromPromise<boolean, SaveLocationInput>(async () => {
      throw new Error('saveLocation is provided by the shell');
    }),
  },
  actions: {
    // The lookup's answer, with its first county chosen (spec 4), and any waiting submit taken up.
    takeCounties: assign(({ event }) => {
      const counties = (event as unknown as { output: County[] }).output;
      return { counties, fips: counties[0]?.countyFIPS ?? '', autoSave: false, submitWhenReady: false };
    }),
  },
  guards: {
    isFull: ({ context }) => context.zip.length === ZIP_LENGTH,
    canSubmit: ({ context }) => submittable(context),
    canClose: ({ context }) => context.editing,
    // A submit that waited for the lookup goes on when no county needs choosing (spec 4: the first of one).
    submitWaited: ({ context, event }) =>
      context.submitWhenReady && (event as unknown as { output: County[] }).output.length <= 1,
    submitWaitedOnError: ({ context }) => context.submitWhenReady,
    saved: ({ event }) => (event as unknown as { output: boolean }).output === true,
    // The county select shows only when the ZIP spans counties and the query named none of them.
    autoSavable: ({ context, event }) => {
      const counties = (event as unknown as { output: County[] }).output;
      return (
        context.autoSave && (counties.length <= 1 || counties.some((c) => c.countyFIPS === context.fips))
      );
    },
  },
}).createMachine({
  id: 'zipModal',
  context: ({ input }) => ({ zip: input.zip ?? '', ...blank, editing: false }),
  on: {
    // Spec 2 and 4: a zip (and fips) in the query string sets the location as the modal would.
    'zip.fromQuery': {
      target: '.open.loadingCounties',
      actions: assign(({ event }) => ({
        zip: maskZip(event.zip),
        ...blank,
        fips: event.fips ?? '',
        autoSave: true,
        editing: false,
      })),
    },
  },
  initial: 'boot',
  states: {
    boot: { always: [{ guard: ({ context }) => context.zip === '', target: 'open' }, { target: 'closed' }] },
    closed: {
      on: {
        'zip.open': {
          target: 'open',
          actions: assign(({ event }) => ({ zip: event.zip ?? '', ...blank, editing: event.editing })),
        },
      },
    },
    open: {
      initial: 'editing',
      on: {
        'zip.close': { guard: 'canClose', target: 'closed' },
        'zip.type': {
          target: '.editing',
          reenter: true,
          actions: assign(({ event }) => ({ zip: maskZip(event.value), ...blank })),
        },
        'zip.county': { actions: assign({ fips: ({ event }) => event.fips, error: null }) },
      },
      states: {
        editing: {
          always: { guard: 'isFull', target: 'loadingCounties' },
        },
        loadingCounties: {
          // Enter (or a click) as soon as the ZIP is whole: remembered, and acted on when the lookup answers.
          on: { 'zip.submit': { actions: assign({ submitWhenReady: true }) } },
          invoke: {
            src: 'fetchCounties',
            input: ({ context }) => ({ zip: context.zip }),
            onDone: [
              {
                guard: 'autoSavable',
                target: 'saving',
                actions: assign({
                  counties: ({ event }) => event.output,
                  fips: ({ context, event }) =>
                    event.output.some((c) => c.countyFIPS === context.fips)
                      ? context.fips
                      : (event.output[0]?.countyFIPS ?? ''),
                }),
              },
              { guard: 'submitWaited', target: 'saving', actions: 'takeCounties' },
              { target: 'ready', actions: 'takeCounties' },
            ],
            // County lookup failures are reported and silently ignored (spec 8): the save decides, as a
            // click on Submit after the failure would.
            onError: [
              { guard: 'submitWaitedOnError', target: 'saving', actions: assign({ submitWhenReady: false }) },
              { target: 'ready' },
            ],
          },
        },
        ready: {
          on: { 'zip.submit': { guard: 'canSubmit', target: 'saving' } },
        },
        saving: {
          invoke: {
            src: 'saveLocation',
            // The county name is left to the market lookup: counties exist for every ZIP, and only the
            // lookup tells a served area from one that is not (the not-served message, spec 8).
            input: ({ context }) => ({ zip: context.zip, fips: context.fips, countyName: '' }),
            onDone: [
              { guard: 'saved', target: '#zipModal.closed' },
              { target: 'ready', actions: assign({ error: NOT_SERVED_MESSAGE }) },
            ],
            onError: { target: 'ready', actions: assign({ error: NOT_SERVED_MESSAGE }) },
          },
        },
      },
    },
  },
});
