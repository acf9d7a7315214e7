import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { ChosenDoctors, DoctorPicker } from 'web-kit/pickers/doctor-picker';
import { LinkLine, PageFrame, WithLocation } from 'web-kit/ui';
import { doctorSearchMessages } from './messages';

/**
 * The doctor search (spec 2). With a ZIP but the session still starting, its loading state is the form
 * itself, disabled, with the kit's "Getting plans for … ready" where the count of doctors found goes
 * (`WithLocation whileStarting`): the same elements in the same places as once the session is there, so
 * nothing moves when it arrives (a shorter loading state pushed "Sample data" down when the form replaced
 * it: CLS 0.0403 for a returning visitor with no stored session). No ZIP, or a session that failed to
 * start: the kit's `NeedLocation`.
 */
const DoctorSearchPage = () => {
  const m = useMessages(doctorSearchMessages);
  const { planYear } = useHost();
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="doctor-search-page" onlyImportedFigures>
      <WithLocation whileStarting>
        {(location, starting) => (
          <div css={{ display: 'grid', gap: 32 }}>
            <DoctorPicker zipCode={location.zipCode} year={planYear} waiting={starting} />
            <ChosenDoctors year={planYear} />
            <LinkLine to="/plans/all/">{m.seePlans}</LinkLine>
          </div>
        )}
      </WithLocation>
    </PageFrame>
  );
};
export default DoctorSearchPage;
