/**
 * What a member has typed into their details and not saved, kept in the tab's session storage as they
 * type (WCAG 2.2.5, issue 29): when their access runs out before they save, the new link they open in
 * this tab brings the form back as they left it. Kept per account (another account's link shows none of
 * it), dropped once it matches what is saved; the full reset (Start over) clears the tab's storage.
 */
import { z } from 'shared-contracts/zod';

const draftSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.string(),
  zip: z.string(),
});
export type DetailsDraft = z.infer<typeof draftSchema>;

const keyOf = (accountId: string) => `mpf:member-details-draft:v1:${accountId}`;

export const dropDetailsDraft = (accountId: string) => sessionStorage.removeItem(keyOf(accountId));

/** The account's draft, if one is kept (a damaged one is dropped: the form shows what is saved). */
export const readDetailsDraft = (accountId: string): DetailsDraft | null => {
  const raw = sessionStorage.getItem(keyOf(accountId));
  if (!raw) return null;
  try {
    return draftSchema.parse(JSON.parse(raw));
  } catch {
    dropDetailsDraft(accountId);
    return null;
  }
};

/** Keeps `typed` for the account, or drops the draft when it is what is saved. */
export const keepDetailsDraft = (accountId: string, typed: DetailsDraft, saved: DetailsDraft) => {
  const same = (Object.keys(saved) as (keyof DetailsDraft)[]).every((k) => typed[k] === saved[k]);
  if (same) dropDetailsDraft(accountId);
  else sessionStorage.setItem(keyOf(accountId), JSON.stringify(typed));
};
