import { offeredPlanYears } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { Button } from 'web-kit/ui';
import { planListMessages } from './messages';

/**
 * Which year's plans the list shows, and from October 1 to December 31, while both years are sold, the
 * way to the other year's (the host makes it the session's plan year and the lists fetch again).
 */
export const PlanListIntro = ({ county }: { county: string }) => {
  const m = useMessages(planListMessages);
  const { planYear, events } = useHost();
  const other = offeredPlanYears(new Date()).find((year) => year !== planYear);
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' }}>
      <p css={{ margin: 0 }}>{m.intro(county, planYear)}</p>
      {other !== undefined && (
        <Button variant="secondary" onClick={() => events.emit('plans:year-chosen', { year: other })}>
          {m.showYear(other)}
        </Button>
      )}
    </div>
  );
};
