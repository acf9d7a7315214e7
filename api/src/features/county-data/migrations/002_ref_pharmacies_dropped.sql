-- The pharmacy search reads the imported NPPES pharmacies (npi_providers) since issue 26: the generated
-- pharmacies are no longer stored.
drop table ref_pharmacies;
