/** CMS's Medicare Advantage and Part D landscape file, CY2026 layout (CY20YY_Landscape_yyyymm.csv, LAYOUT.md). */
import type { FileLayout } from '../source-row';

const columns = (contractPlanId: string, contractPlanSegmentId: string): string[] => [
  'Contract Year',
  'Contract Category Type',
  'US Territory',
  'State Territory Abbreviation',
  'State Territory Name',
  'County Name',
  'Contract ID',
  'Plan ID',
  'Segment ID',
  contractPlanId,
  contractPlanSegmentId,
  'Sanctioned Plan',
  'Parent Organization Name',
  'Contract Name',
  'Organization Marketing Name',
  'Organization Type',
  'Plan Name',
  'Plan Type',
  'Special Needs Plan (SNP) Indicator',
  'SNP Type',
  'SNP Institutional Type',
  'SNP Institutional Category',
  'Dual Eligible SNP (D-SNP) Integration Status',
  'D-SNP Applicable Integrated Plan (AIP) Identifier',
  'Chronic or Disabling Condition SNP (C-SNP) Condition Type',
  'Medicare Zero-Dollar Cost Sharing D-SNP Plan',
  'Part D Coverage Indicator',
  'National PDP',
  'Drug Benefit Category',
  'Drug Benefit Type',
  'Voluntary De Minimis Program Participant',
  'Part D Basic Premium At or Below Regional Benchmark',
  'Low Income Subsidy (LIS) Auto Enrollment',
  'Offers Drug Tier with No Part D Deductible',
  'Annual Part D Deductible Amount',
  'Part D Basic Premium',
  'Part D Supplemental Premium',
  'Part D Total Premium',
  'Low Income Premium Subsidy (LIPS) Amount',
  'Part D LIPS (CMS Pays)',
  'Part D Low Income Beneficiary Premium Amount',
  'Part D Out-of-Pocket (OOP) Threshold',
  'Part C Premium',
  'Monthly Consolidated Premium (Part C + D)',
  'In-Network Maximum Out-of-Pocket (MOOP) Amount',
  'Part C Summary Star Rating',
  'Part D Summary Star Rating',
  'Overall Star Rating',
  'MA Region Code',
  'MA Region',
  'PDP Region Code',
  'PDP Region',
];

/** The CSV's header as loaders of the CY2026 file read it ("ContractPlanID"). */
export const LANDSCAPE_LAYOUT: FileLayout = {
  name: 'CMS MA landscape',
  delimiter: ',',
  columns: columns('ContractPlanID', 'ContractPlanSegmentID'),
};

/** The same columns as the file's readme spells them ("Contract Plan ID"). */
export const LANDSCAPE_README_LAYOUT: FileLayout = {
  name: 'CMS MA landscape',
  delimiter: ',',
  columns: columns('Contract Plan ID', 'Contract Plan Segment ID'),
};

export const LANDSCAPE_LAYOUTS = [LANDSCAPE_LAYOUT, LANDSCAPE_README_LAYOUT] as const;
