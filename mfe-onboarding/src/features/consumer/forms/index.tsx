/**
 * The step forms, each in a chunk of its own: a page loads only the form it shows (the ZIP step none of
 * the others' libraries), and a flow loads the next one ahead with `Form.preload()`. While a form's code
 * loads, its place shows the kit's loading state; the page around it (title, agent phone) stays.
 */
import { type ComponentType, Suspense } from 'react';
import { retryableLazy } from 'web-kit/pages';
import { Loading } from 'web-kit/ui';
import type { StepFormProps } from './NameForm';

const stepForm = (load: () => Promise<ComponentType<StepFormProps>>, name: string) => {
  const Form = retryableLazy(async () => ({ default: await load() }), name);
  const StepForm = (props: StepFormProps) => (
    <Suspense fallback={<Loading />}>
      <Form {...props} />
    </Suspense>
  );
  StepForm.displayName = `StepForm(${name})`;
  StepForm.preload = Form.preload;
  return StepForm;
};

export const ZipForm = stepForm(async () => (await import('./ZipForm')).ZipForm, 'ZipForm');
export const NameForm = stepForm(async () => (await import('./NameForm')).NameForm, 'NameForm');
export const ContactForm = stepForm(async () => (await import('./ContactForm')).ContactForm, 'ContactForm');
export const MedicareForm = stepForm(
  async () => (await import('./MedicareForm')).MedicareForm,
  'MedicareForm',
);
export const ImportanceForm = stepForm(
  async () => (await import('./ImportanceForm')).ImportanceForm,
  'ImportanceForm',
);
export type { StepFormProps } from './NameForm';
export { actionsCss, stepFormCss } from './styles';
