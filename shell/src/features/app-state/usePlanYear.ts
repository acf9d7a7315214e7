/**
 * The plan year (spec 4): the default rolls over on October 1, and from then to December 31 a person may
 * choose this year's plans instead (`plans:year-chosen`). It is checked on every navigation, so a visit
 * open across a change picks it up; another year resets the plan flags and goes to a located session.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { shownPlanYear } from 'shared-contracts';
import type { ApiClient } from 'shared-contracts/http';
import { updateSession } from '../session';
import type { AppActor } from './app.machine';

export const setPlanYear = (app: AppActor, api: ApiClient, year: number, chosen: boolean) => {
  const before = app.getSnapshot().context.planYear;
  app.send({ type: 'app.planYear', year, chosen });
  if (year === before) return;
  const { location, session } = app.getSnapshot().context;
  if (location && session)
    updateSession(api, { year }).catch((e) => console.warn('[session] plan year not saved', e));
};

export const usePlanYear = (app: AppActor, api: ApiClient) => {
  const { pathname } = useLocation();
  useEffect(() => {
    const { planYear, planYearChosen } = app.getSnapshot().context;
    const year = shownPlanYear(planYearChosen ? planYear : null, new Date());
    if (year !== planYear) setPlanYear(app, api, year, false);
  }, [pathname, app, api]);
};
