/**
 * The ZIP modal (spec section 4): opens when no ZIP is stored or a change is requested; at 5 digits the
 * counties are fetched and the first preselected; submit saves the location; success closes, failure
 * shows the not-served message; input below 5 digits clears the error.
 */
import { maskZip, ZIP_LENGTH } from 'shared-contracts';
import { type County, NOT_SERVED_MESSAGE } from 'shared-contracts/api/location';
import { createActor, reentering, type Snapshot, snapshotOf } from '../actor';

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
 * enabled on it (during the lookup too: the actor then remembers the submit), and `ready` saves on it.
 */
export const submittable = ({ zip, counties, fips }: Pick<ZipModalContext, 'zip' | 'counties' | 'fips'>) =>
  zip.length === ZIP_LENGTH && (counties.length <= 1 || fips !== '');

const blank = { counties: [] as County[], fips: '', error: null, autoSave: false, submitWhenReady: false };

export type ZipModalState = 'closed' | 'open.editing' | 'open.loadingCounties' | 'open.ready' | 'open.saving';
export type ZipModalSnapshot = Snapshot<ZipModalState, ZipModalContext>;

/** The calls the prompt makes on the api (provided by the shell; a test gives its own). */
export interface ZipModalServices {
  fetchCounties: (args: { input: { zip: string } }) => Promise<County[]>;
  saveLocation: (args: { input: SaveLocationInput }) => Promise<boolean>;
}

/** The prompt open for editing: a whole ZIP goes on to its county lookup at once. */
const editing = (context: ZipModalContext): ZipModalSnapshot =>
  snapshotOf(context.zip.length === ZIP_LENGTH ? 'open.loadingCounties' : 'open.editing', context);

/** The lookup's answer, with its first county chosen (spec 4), and any waiting submit taken up. */
const takeCounties = (context: ZipModalContext, counties: County[]): ZipModalContext => ({
  ...context,
  counties,
  fips: counties[0]?.countyFIPS ?? '',
  autoSave: false,
  submitWhenReady: false,
});

/** Where the county lookup's answer leads. */
const countiesFound = (context: ZipModalContext, counties: County[]): ZipModalSnapshot => {
  // The county select shows only when the ZIP spans counties and the query named none of them.
  if (context.autoSave && (counties.length <= 1 || counties.some((c) => c.countyFIPS === context.fips)))
    return snapshotOf('open.saving', {
      ...context,
      counties,
      fips: counties.some((c) => c.countyFIPS === context.fips)
        ? context.fips
        : (counties[0]?.countyFIPS ?? ''),
    });
  // A submit that waited for the lookup goes on when no county needs choosing (spec 4: the first of one).
  if (context.submitWhenReady && counties.length <= 1)
    return snapshotOf('open.saving', takeCounties(context, counties));
  return snapshotOf('open.ready', takeCounties(context, counties));
};

/**
 * The prompt's actor. Its county lookup and location save run on the api; an answer that arrives after
 * the state it was asked in was left (a new ZIP typed, the prompt closed) is ignored.
 */
export const createZipModalActor = (services: ZipModalServices, input: { zip?: string }) => {
  const context: ZipModalContext = { zip: input.zip ?? '', ...blank, editing: false };
  return createActor<ZipModalSnapshot, ZipModalEvent>(
    context.zip === '' ? editing(context) : snapshotOf('closed', context),
    {
      handle: (snapshot, event) => {
        const { context } = snapshot;
        // Spec 2 and 4: a zip (and fips) in the query string sets the location as the modal would.
        if (event.type === 'zip.fromQuery')
          return reentering(
            snapshotOf('open.loadingCounties', {
              ...context,
              zip: maskZip(event.zip),
              ...blank,
              fips: event.fips ?? '',
              autoSave: true,
              editing: false,
            }),
          );
        if (snapshot.matches('closed'))
          return event.type === 'zip.open'
            ? editing({ ...context, zip: event.zip ?? '', ...blank, editing: event.editing })
            : snapshot;
        switch (event.type) {
          case 'zip.close':
            return context.editing ? snapshotOf('closed', context) : snapshot;
          case 'zip.type':
            return reentering(editing({ ...context, zip: maskZip(event.value), ...blank }));
          case 'zip.county':
            return snapshotOf(snapshot.value, { ...context, fips: event.fips, error: null });
          case 'zip.submit':
            // Enter (or a click) as soon as the ZIP is whole: remembered, and acted on when the lookup answers.
            if (snapshot.matches('open.loadingCounties'))
              return snapshotOf(snapshot.value, { ...context, submitWhenReady: true });
            return snapshot.matches('open.ready') && submittable(context)
              ? snapshotOf('open.saving', context)
              : snapshot;
          default:
            return snapshot;
        }
      },
      enter: ({ value, context }, update) => {
        if (value === 'open.loadingCounties')
          services.fetchCounties({ input: { zip: context.zip } }).then(
            (counties) => update(({ context }) => countiesFound(context, counties)),
            // County lookup failures are reported and silently ignored (spec 8): the save decides, as a
            // click on Submit after the failure would.
            () =>
              update(({ context }) =>
                context.submitWhenReady
                  ? snapshotOf('open.saving', { ...context, submitWhenReady: false })
                  : snapshotOf('open.ready', context),
              ),
          );
        if (value === 'open.saving')
          services
            // The county name is left to the market lookup: counties exist for every ZIP, and only the
            // lookup tells a served area from one that is not (the not-served message, spec 8).
            .saveLocation({ input: { zip: context.zip, fips: context.fips, countyName: '' } })
            .then(
              (saved) =>
                update(({ context }) =>
                  saved === true
                    ? snapshotOf('closed', context)
                    : snapshotOf('open.ready', { ...context, error: NOT_SERVED_MESSAGE }),
                ),
              () =>
                update(({ context }) => snapshotOf('open.ready', { ...context, error: NOT_SERVED_MESSAGE })),
            );
        return undefined;
      },
    },
  );
};

export type ZipModalActor = ReturnType<typeof createZipModalActor>;
