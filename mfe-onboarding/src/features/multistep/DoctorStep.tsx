/** The doctor step: the kit's doctor picker (search near the ZIP, add with the duplicate rules). */
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { ChosenDoctors, DoctorPicker } from 'web-kit/pickers/doctor-picker';
import { multistepMessages } from './messages';

export const DoctorStep = () => {
  const m = useMessages(multistepMessages);
  const { location, planYear } = useHost();
  if (!location) return <p>{m.needLocation}</p>;
  return (
    <>
      <DoctorPicker zipCode={location.zipCode} year={planYear} />
      <ChosenDoctors year={planYear} />
    </>
  );
};
