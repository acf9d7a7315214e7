-- The plans are priced with the pricing file's UNIT_COST since issue 26: the generated drug catalogue and
-- its prices per unit are no longer stored.
drop table ref_dosages;
drop table ref_drugs;
