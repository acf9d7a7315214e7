/**
 * SAMPLE DATA: plan networks. A network is an id and the share of an area's pharmacies or doctors it
 * contracts with; membership is a stable hash of (network, member), so it needs no stored list and is
 * the same every time.
 */
import { hashFraction } from './prng';

export interface Network {
  id: string;
  share: number;
}

/** Mail-order pharmacies are in every drug plan's network. */
export const isPharmacyInNetwork = (
  network: Network,
  pharmacyRecordID: string,
  isMailOrder: boolean,
): boolean => isMailOrder || hashFraction(network.id, pharmacyRecordID) < network.share;

export const isProviderInNetwork = (network: Network, npi: string): boolean =>
  network.share > 0 && hashFraction(network.id, npi) < network.share;
