/** The server session (source of truth for drugs and benefits): GET session/{reference id}. */
import { type Benefit, type SessionDosage, sessionDosageSchema } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { useHost } from 'shared-contracts/react';
import { useResource } from './useResource';

export interface SessionData {
  dosages: SessionDosage[];
  benefits: Benefit[];
}

const sessionCache = new Map<string, Promise<SessionData>>();
/** After a change to the session's drugs, every page reads the session again. */
export const forgetSessionData = () => sessionCache.clear();

export const useSessionData = () => {
  const { session, api } = useHost();
  const key = session ? `${session.websiteReferenceId}:${session.accessToken}` : null;
  return useResource(
    key,
    async (signal) => {
      const data = await api.call(
        endpoints.session.detail,
        { params: { referenceId: session!.websiteReferenceId } },
        { signal },
      );
      return {
        dosages: sessionDosageSchema.array().catch([]).parse(data.dosages),
        benefits: data.benefits,
      };
    },
    sessionCache,
  );
};
