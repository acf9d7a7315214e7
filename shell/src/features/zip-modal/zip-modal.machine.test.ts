import { NOT_SERVED_MESSAGE } from 'shared-contracts/api';
import { describe, expect, it, vi } from 'vitest';
import { waitForSnapshot } from '../../test-app';
import { createZipModalActor, type SaveLocationInput, submittable } from './zip-modal.machine';

const MARICOPA = { countyName: 'Maricopa', countyFIPS: '04013' };
const PINAL = { countyName: 'Pinal', countyFIPS: '04021' };

const start = ({
  zip = '',
  counties = [MARICOPA],
  saves = true,
}: {
  zip?: string;
  counties?: (typeof MARICOPA)[] | Error;
  saves?: boolean | Error;
} = {}) => {
  const fetchCounties = vi.fn(async () => {
    if (counties instanceof Error) throw counties;
    return counties;
  });
  const saveLocation = vi.fn(async (_: { input: SaveLocationInput }) => {
    if (saves instanceof Error) throw saves;
    return saves;
  });
  const actor = createZipModalActor({ fetchCounties, saveLocation }, { zip }).start();
  return { actor, fetchCounties, saveLocation };
};

describe('ZIP modal', () => {
  it('opens on load with no stored ZIP and stays shut with one', () => {
    expect(start().actor.getSnapshot().matches('open')).toBe(true);
    expect(start({ zip: '85004' }).actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('masks the field to 5 digits and fetches counties at 5, preselecting the first', async () => {
    const { actor, fetchCounties } = start({ counties: [MARICOPA, PINAL] });
    actor.send({ type: 'zip.type', value: '85a1' });
    expect(actor.getSnapshot().context.zip).toBe('851');
    expect(fetchCounties).not.toHaveBeenCalled();
    actor.send({ type: 'zip.type', value: '8514012345' });
    expect(actor.getSnapshot().context.zip).toBe('85140');
    await waitForSnapshot(actor, (s) => s.matches('open.ready'));
    expect(fetchCounties).toHaveBeenCalledWith(expect.objectContaining({ input: { zip: '85140' } }));
    expect(actor.getSnapshot().context.fips).toBe('04013');
    actor.send({ type: 'zip.county', fips: '04021' });
    actor.send({ type: 'zip.submit' });
    await waitForSnapshot(actor, (s) => s.matches('closed'));
  });

  it('saves the chosen county (its name left to the market lookup) and closes on success', async () => {
    const { actor, saveLocation } = start({ counties: [MARICOPA, PINAL] });
    actor.send({ type: 'zip.type', value: '85140' });
    await waitForSnapshot(actor, (s) => s.matches('open.ready'));
    actor.send({ type: 'zip.county', fips: '04021' });
    actor.send({ type: 'zip.submit' });
    await waitForSnapshot(actor, (s) => s.matches('closed'));
    expect(saveLocation.mock.calls[0]![0].input).toEqual({
      zip: '85140',
      fips: '04021',
      countyName: '',
    });
  });

  it('shows the not-served message when saving fails, and clears it below 5 digits', async () => {
    const { actor } = start({ saves: false });
    actor.send({ type: 'zip.type', value: '10001' });
    await waitForSnapshot(actor, (s) => s.matches('open.ready'));
    actor.send({ type: 'zip.submit' });
    await waitForSnapshot(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(NOT_SERVED_MESSAGE);
    expect(NOT_SERVED_MESSAGE).toMatch(/^Sorry, .+ does not currently serve your area$/);
    actor.send({ type: 'zip.type', value: '1000' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('does not submit under 5 digits, and a failed county lookup still lets the save decide', async () => {
    const { actor, saveLocation } = start({ counties: new Error('down') });
    actor.send({ type: 'zip.type', value: '8500' });
    actor.send({ type: 'zip.submit' });
    expect(saveLocation).not.toHaveBeenCalled();
    actor.send({ type: 'zip.type', value: '85004' });
    await waitForSnapshot(actor, (s) => s.matches('open.ready'));
    actor.send({ type: 'zip.submit' });
    await waitForSnapshot(actor, (s) => s.matches('closed'));
    expect(saveLocation.mock.calls[0]![0].input).toEqual({ zip: '85004', fips: '', countyName: '' });
  });

  it('can be closed only when editing an existing location', () => {
    const first = start();
    first.actor.send({ type: 'zip.close' });
    expect(first.actor.getSnapshot().matches('open')).toBe(true);
    const later = start({ zip: '85004' });
    later.actor.send({ type: 'zip.open', editing: true, zip: '85004' });
    expect(later.actor.getSnapshot().matches('open')).toBe(true);
    later.actor.send({ type: 'zip.close' });
    expect(later.actor.getSnapshot().matches('closed')).toBe(true);
  });
});

describe('zip modal: a ZIP from the query string (spec 2, 4)', () => {
  it('saves a one-county ZIP at once, without the person typing', async () => {
    const { actor, saveLocation } = start({ counties: [MARICOPA] });
    actor.send({ type: 'zip.fromQuery', zip: '85004' });
    await waitForSnapshot(actor, (s) => s.matches('closed'));
    expect(saveLocation.mock.calls[0]![0].input).toEqual({ zip: '85004', fips: '04013', countyName: '' });
  });

  it('saves the named county of a multi-county ZIP, and asks for the county when none is named', async () => {
    const named = start({ counties: [MARICOPA, PINAL] });
    named.actor.send({ type: 'zip.fromQuery', zip: '85140', fips: '04021' });
    await waitForSnapshot(named.actor, (s) => s.matches('closed'));
    expect(named.saveLocation.mock.calls[0]![0].input.fips).toBe('04021');
    const unnamed = start({ counties: [MARICOPA, PINAL] });
    unnamed.actor.send({ type: 'zip.fromQuery', zip: '85140' });
    await waitForSnapshot(unnamed.actor, (s) => s.matches('open.ready'));
    expect(unnamed.saveLocation).not.toHaveBeenCalled();
    expect(unnamed.actor.getSnapshot().context.counties).toHaveLength(2);
  });
});

describe('zip modal: submitted before the county lookup answers (Enter right after the fifth digit)', () => {
  /** A county lookup that answers when the test says so. */
  const held = (counties: (typeof MARICOPA)[] | Error) => {
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const saveLocation = vi.fn(async (_: { input: SaveLocationInput }) => true);
    const actor = createZipModalActor(
      {
        fetchCounties: async () => {
          await gate;
          if (counties instanceof Error) throw counties;
          return counties;
        },
        saveLocation,
      },
      {},
    ).start();
    return { actor, saveLocation, answer: () => answer() };
  };

  it('waits for the lookup, then saves its one county', async () => {
    const { actor, saveLocation, answer } = held([MARICOPA]);
    actor.send({ type: 'zip.type', value: '85004' });
    actor.send({ type: 'zip.submit' });
    expect(actor.getSnapshot().matches('open.loadingCounties')).toBe(true);
    expect(actor.getSnapshot().context.submitWhenReady).toBe(true);
    expect(saveLocation).not.toHaveBeenCalled();
    answer();
    await waitForSnapshot(actor, (s) => s.matches('closed'));
    expect(saveLocation).toHaveBeenCalledTimes(1);
    expect(saveLocation.mock.calls[0]![0].input).toEqual({ zip: '85004', fips: '04013', countyName: '' });
  });

  it('asks for the county of a ZIP that spans counties instead of saving the first', async () => {
    const { actor, saveLocation, answer } = held([MARICOPA, PINAL]);
    actor.send({ type: 'zip.type', value: '85140' });
    actor.send({ type: 'zip.submit' });
    answer();
    await waitForSnapshot(actor, (s) => s.matches('open.ready'));
    expect(saveLocation).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({
      zip: '85140',
      fips: '04013',
      submitWhenReady: false,
    });
    actor.send({ type: 'zip.county', fips: '04021' });
    actor.send({ type: 'zip.submit' });
    await waitForSnapshot(actor, (s) => s.matches('closed'));
    expect(saveLocation.mock.calls[0]![0].input.fips).toBe('04021');
  });

  it('lets the save decide after a failed lookup, and shows its message keeping the ZIP', async () => {
    const { actor, saveLocation, answer } = held(new Error('down'));
    saveLocation.mockResolvedValueOnce(false);
    actor.send({ type: 'zip.type', value: '10001' });
    actor.send({ type: 'zip.submit' });
    answer();
    await waitForSnapshot(actor, (s) => s.context.error !== null);
    expect(saveLocation).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('open.ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ zip: '10001', error: NOT_SERVED_MESSAGE });
  });

  it('forgets the submit when the ZIP is changed before the lookup answers', async () => {
    const { actor, saveLocation, answer } = held([MARICOPA]);
    actor.send({ type: 'zip.type', value: '85004' });
    actor.send({ type: 'zip.submit' });
    actor.send({ type: 'zip.type', value: '8500' });
    actor.send({ type: 'zip.type', value: '85003' });
    answer();
    await waitForSnapshot(actor, (s) => s.matches('open.ready'));
    expect(saveLocation).not.toHaveBeenCalled();
  });

  it('submits (submittable) a whole ZIP, with a county chosen when it spans several', async () => {
    expect(submittable({ zip: '8500', counties: [], fips: '' })).toBe(false);
    expect(submittable({ zip: '85004', counties: [], fips: '' })).toBe(true);
    expect(submittable({ zip: '85004', counties: [MARICOPA], fips: '04013' })).toBe(true);
    expect(submittable({ zip: '85140', counties: [MARICOPA, PINAL], fips: '' })).toBe(false);
    expect(submittable({ zip: '85140', counties: [MARICOPA, PINAL], fips: '04021' })).toBe(true);
    // The machine's guard is the same rule: with no county chosen, a submit in ready is ignored.
    const { actor, saveLocation } = start({ counties: [MARICOPA, PINAL] });
    actor.send({ type: 'zip.type', value: '85140' });
    await waitForSnapshot(actor, (s) => s.matches('open.ready'));
    actor.send({ type: 'zip.county', fips: '' });
    actor.send({ type: 'zip.submit' });
    expect(actor.getSnapshot().matches('open.ready')).toBe(true);
    expect(saveLocation).not.toHaveBeenCalled();
  });
});
