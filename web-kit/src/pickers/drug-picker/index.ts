export { ChosenDrug, type DosageFormProps } from './DosageForm';
export { DrugSearch, type DrugSearchProps } from './DrugSearch';
export { drugPickerMessages } from './messages';
