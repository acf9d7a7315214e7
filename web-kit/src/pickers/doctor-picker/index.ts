export { ChosenDoctors } from './ChosenDoctors';
export { DoctorPicker, type DoctorPickerProps } from './DoctorPicker';
export { doctorPickerMessages } from './messages';
