/** The server session (the source of truth for drugs, benefits and Extra Help): GET session/{referenceId}. */
import { useQuery } from '@tanstack/react-query';
import { type SessionDosage, sessionDosagesResponseSchema } from 'shared-contracts/api/drugs';
import type { Benefit, ExtraHelpLevel } from 'shared-contracts/api/session';
import { sessionEndpoints } from 'shared-contracts/endpoints/session';
import { useHost } from 'shared-contracts/react';

export const sessionKeys = {
  all: ['session'] as const,
  detail: (referenceId: string) => ['session', referenceId] as const,
};

export interface SessionData {
  dosages: SessionDosage[];
  benefits: Benefit[];
  /** null until the person answers whether they get Extra Help. */
  extraHelp: ExtraHelpLevel | null;
}

export const useSessionQuery = () => {
  const { session, api } = useHost();
  const referenceId = session?.websiteReferenceId ?? '';
  return useQuery({
    queryKey: sessionKeys.detail(referenceId),
    queryFn: async ({ signal }): Promise<SessionData> => {
      const data = await api.call(sessionEndpoints.detail, { params: { referenceId } }, { signal });
      // A stored dosage the schema does not know yet must not hide the others' benefits.
      const dosages = sessionDosagesResponseSchema.shape.cntr.safeParse(data.dosages);
      return {
        dosages: dosages.success ? dosages.data : [],
        benefits: data.benefits,
        extraHelp: data.extraHelp ?? null,
      };
    },
    enabled: session !== null,
  });
};
