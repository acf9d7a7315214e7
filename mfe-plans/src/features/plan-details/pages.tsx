import { useParams } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { PlanTypeList, planListMessages } from '../plan-list';
import { PlanDetails } from './PlanDetails';

export const HmoDetailsPage = () => <PlanDetails id={useParams().id ?? ''} kind="hmo" />;
export const PpoDetailsPage = () => <PlanDetails id={useParams().id ?? ''} kind="ppo" />;
/** /plans/pdp/{id?}/: the Part D list, or one plan's details. */
export const PdpPage = () => {
  const pm = useMessages(planListMessages);
  const { id } = useParams();
  return id ? <PlanDetails key={id} id={id} kind="pdp" /> : <PlanTypeList kind="pdp" title={pm.pdpTitle} />;
};
