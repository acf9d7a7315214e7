/** The doctor step: the kit's doctor picker (search near the ZIP, add with the duplicate rules). */
import { useHost } from 'shared-contracts/react';
import { ChosenDoctors, DoctorPicker } from 'web-kit/pickers/doctor-picker';
import { multistepMessages as m } from './messages';

export const DoctorStep = () => {
  const { location, planYear } = useHost();
  if (!location) return <p>{m.needLocation}</p>;
  return (
    <>
      <DoctorPicker zipCode={location.zipCode} year={planYear} />
      <ChosenDoctors year={planYear} />
    </>
  );
};
