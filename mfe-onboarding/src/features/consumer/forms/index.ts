export { ContactFields } from './ContactFields';
export { ContactForm } from './ContactForm';
export { ImportanceForm } from './ImportanceForm';
export { MedicareForm } from './MedicareForm';
export { NameForm, type StepFormProps } from './NameForm';
export { actionsCss } from './styles';
export { ZipForm } from './ZipForm';
