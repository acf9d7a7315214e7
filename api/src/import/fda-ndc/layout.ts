/** The FDA NDC directory's product.txt and package.txt: tab-delimited, one header row (LAYOUT.md). */
import type { FileLayout } from '../source-row';

export const NDC_PRODUCT_LAYOUT: FileLayout = {
  name: 'FDA NDC product.txt',
  delimiter: '\t',
  columns: [
    'PRODUCTID',
    'PRODUCTNDC',
    'PRODUCTTYPENAME',
    'PROPRIETARYNAME',
    'PROPRIETARYNAMESUFFIX',
    'NONPROPRIETARYNAME',
    'DOSAGEFORMNAME',
    'ROUTENAME',
    'STARTMARKETINGDATE',
    'ENDMARKETINGDATE',
    'MARKETINGCATEGORYNAME',
    'APPLICATIONNUMBER',
    'LABELERNAME',
    'SUBSTANCENAME',
    'ACTIVE_NUMERATOR_STRENGTH',
    'ACTIVE_INGRED_UNIT',
    'PHARM_CLASSES',
    'DEASCHEDULE',
    'NDC_EXCLUDE_FLAG',
    'LISTING_RECORD_CERTIFIED_THROUGH',
  ],
};

export const NDC_PACKAGE_LAYOUT: FileLayout = {
  name: 'FDA NDC package.txt',
  delimiter: '\t',
  columns: [
    'PRODUCTID',
    'PRODUCTNDC',
    'NDCPACKAGECODE',
    'PACKAGEDESCRIPTION',
    'STARTMARKETINGDATE',
    'ENDMARKETINGDATE',
    'NDC_EXCLUDE_FLAG',
    'SAMPLE_PACKAGE',
  ],
};

/** NDC_EXCLUDE_FLAG: N in the directory files; E, D, I and U only in the "NDC excluded" files. */
export const NDC_EXCLUDE_FLAGS = ['N', 'E', 'D', 'I', 'U'] as const;
export const DEA_SCHEDULES = ['CI', 'CII', 'CIII', 'CIV', 'CV'] as const;
