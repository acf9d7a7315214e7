/**
 * The plan year rolls over on October 1 (spec 4). It is checked on every navigation, so a visit open
 * across the change picks it up; the new year resets the plan flags and goes to a located session.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { planYearFor } from 'shared-contracts';
import type { ApiClient } from 'shared-contracts/http';
import { updateSession } from '../session/session-api';
import type { AppActor } from './useAppState';

export const usePlanYear = (app: AppActor, api: ApiClient) => {
  const { pathname } = useLocation();
  useEffect(() => {
    const year = planYearFor(new Date());
    if (year === app.getSnapshot().context.planYear) return;
    app.send({ type: 'app.planYear', year });
    const { location, session } = app.getSnapshot().context;
    if (location && session)
      updateSession(api, { year }).catch((e) => console.warn('[session] plan year not saved', e));
  }, [pathname, app, api]);
};
