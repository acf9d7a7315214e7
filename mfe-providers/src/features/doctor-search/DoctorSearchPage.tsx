/** /providers/search/: the kit's doctor picker around the person's ZIP and plan year, and their doctors. */
import { Link } from 'react-router-dom';
import { useHost } from 'shared-contracts/react';
import { ChosenDoctors, DoctorPicker } from 'web-kit/pickers/doctor-picker';
import { linkCss } from 'web-kit/theme';
import { NeedLocation, PageFrame } from 'web-kit/ui';
import { doctorSearchMessages as m } from './messages';

const DoctorSearchPage = () => {
  const { session, location, planYear } = useHost();
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="doctor-search-page">
      {!session || !location ? (
        <NeedLocation />
      ) : (
        <div css={{ display: 'grid', gap: 32 }}>
          <DoctorPicker zipCode={location.zipCode} year={planYear} />
          <ChosenDoctors year={planYear} />
          <p>
            <Link to="/plans/all/" css={linkCss}>
              {m.seePlans}
            </Link>
          </p>
        </div>
      )}
    </PageFrame>
  );
};
export default DoctorSearchPage;
