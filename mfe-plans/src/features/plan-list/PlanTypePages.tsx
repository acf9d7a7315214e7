import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { PageFrame } from 'web-kit/ui';
import { MedicarePlanList } from './MedicarePlanList';
import { planListMessages } from './messages';
import { PlanListIntro } from './PlanListIntro';
import type { MedicarePlanKind } from './plan-kinds';

/** /plans/hmo/, /plans/ppo/ and /plans/pdp/: one plan type's list. */
export const PlanTypeList = ({
  kind,
  title,
}: {
  kind: Exclude<MedicarePlanKind, 'medicareAdvantage'>;
  title: string;
}) => {
  const { location } = useHost();
  return (
    <PageFrame
      title={title}
      intro={location ? <PlanListIntro county={location.countyName} /> : null}
      testId={`plans-${kind}`}
      onlyImportedFigures
    >
      <MedicarePlanList kind={kind} pinTab={kind === 'pdp' ? 'pdp' : 'medicareAdvantage'} />
    </PageFrame>
  );
};

export const HmoPlansPage = () => {
  const m = useMessages(planListMessages);
  return <PlanTypeList kind="hmo" title={m.hmoTitle} />;
};
export const PpoPlansPage = () => {
  const m = useMessages(planListMessages);
  return <PlanTypeList kind="ppo" title={m.ppoTitle} />;
};
