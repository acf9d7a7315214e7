/**
 * CMS "Quarterly Prescription Drug Plan Formulary, Pharmacy Network, and Pricing Information" (the
 * Part D SPUF): eight pipe-delimited files, swapped together. Columns and codes: LAYOUT.md.
 */
import type { DataSetDefinition } from '../layout';
import { basicDrugsFormulary } from './basic-drugs-formulary';
import { beneficiaryCost } from './beneficiary-cost';
import { PART_D } from './columns';
import { excludedDrugsFormulary } from './excluded-drugs-formulary';
import { geographicLocator } from './geographic-locator';
import { insulinBeneficiaryCost } from './insulin-beneficiary-cost';
import { ndcUnitCosts } from './ndc-unit-costs';
import { pharmacyNetworks } from './pharmacy-networks';
import { planInformation } from './plan-information';
import { pricing } from './pricing';

export const partD: DataSetDefinition = {
  name: PART_D,
  source: 'CMS, Quarterly Prescription Drug Plan Formulary, Pharmacy Network, and Pricing Information',
  // Load order: the big files last, so a fault in a small one is found in seconds.
  layouts: [
    planInformation,
    geographicLocator,
    beneficiaryCost,
    insulinBeneficiaryCost,
    excludedDrugsFormulary,
    basicDrugsFormulary,
    pharmacyNetworks,
    pricing,
  ],
  derived: [ndcUnitCosts],
};
