/** SAMPLE DATA: fictional insurance carriers. None of these names is a real company. */

export interface Carrier {
  id: string;
  name: string;
  /** Lines the carrier sells. */
  lines: readonly ('MA' | 'PDP' | 'MEDIGAP')[];
  /** Medigap pricing level (see MEDIGAP_FACTORS.carrier). */
  medigapPricing: number;
  /** Where this carrier's Medigap quotes come from (spec 9: ids longer than 12 characters are csg). */
  medigapSource: 'csg' | 'connecture';
  sample: true;
}

const c = (
  id: string,
  name: string,
  lines: Carrier['lines'],
  medigapPricing: number,
  medigapSource: Carrier['medigapSource'],
): Carrier => ({ id, name, lines, medigapPricing, medigapSource, sample: true });

export const CARRIERS: readonly Carrier[] = [
  c('saguaro', 'Saguaro Health Plans', ['MA', 'PDP', 'MEDIGAP'], 0.97, 'csg'),
  c('blue-mesa', 'Blue Mesa Health', ['MA', 'PDP', 'MEDIGAP'], 1.03, 'connecture'),
  c('evergreen', 'Evergreen Senior Care', ['MA', 'MEDIGAP'], 1.0, 'csg'),
  c('harborview', 'Harborview Health', ['MA', 'PDP'], 1, 'connecture'),
  c('pinnacle', 'Pinnacle Medicare Solutions', ['MA', 'PDP', 'MEDIGAP'], 0.95, 'connecture'),
  c('keystone', 'Keystone Senior Health', ['MA', 'MEDIGAP'], 1.05, 'csg'),
  c('lakeshore', 'Lakeshore Health Partners', ['MA', 'PDP'], 1, 'connecture'),
  c('summit-ridge', 'Summit Ridge Insurance', ['PDP', 'MEDIGAP'], 1.01, 'csg'),
  c('canyon-state', 'Canyon State Health', ['MA', 'PDP', 'MEDIGAP'], 0.99, 'connecture'),
  c('northstar', 'Northstar Benefits', ['MA', 'PDP', 'MEDIGAP'], 1.04, 'csg'),
  c('prairie-life', 'Prairie Life Medicare', ['PDP', 'MEDIGAP'], 0.96, 'connecture'),
  c('copperline', 'Copperline Health', ['MA', 'PDP'], 1, 'connecture'),
];

export const carrierById = (id: string): Carrier | undefined => CARRIERS.find((x) => x.id === id);
