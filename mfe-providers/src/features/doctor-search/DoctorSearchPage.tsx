import { useHost } from 'shared-contracts/react';
import { ChosenDoctors, DoctorPicker } from 'web-kit/pickers/doctor-picker';
import { LinkLine, PageFrame, WithLocation } from 'web-kit/ui';
import { doctorSearchMessages as m } from './messages';

const DoctorSearchPage = () => {
  const { planYear } = useHost();
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="doctor-search-page">
      <WithLocation>
        {(location) => (
          <div css={{ display: 'grid', gap: 32 }}>
            <DoctorPicker zipCode={location.zipCode} year={planYear} />
            <ChosenDoctors year={planYear} />
            <LinkLine to="/plans/all/">{m.seePlans}</LinkLine>
          </div>
        )}
      </WithLocation>
    </PageFrame>
  );
};
export default DoctorSearchPage;
