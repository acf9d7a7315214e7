/** Member accounts (extension): link exchange, the member's own account and opportunities, the ANOC; agent tools. */
import { endpoints } from 'shared-contracts/endpoints';
import { notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import type { RouteRegistry } from '../../http/routes';
import {
  accountView,
  annualNotice,
  createAccount,
  exchangeMemberLink,
  issueMemberLink,
  opportunityView,
  ownAccount,
  renewMemberAccess,
  updateAccount,
} from './accounts';
import { ACCOUNT_ERRORS } from './messages';

export const memberRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.member.exchangeLink,
    async ({ deps, body }) => exchangeMemberLink(deps, body.link),
    {
      rateLimit: 'session',
    },
  );

  routes.implement(endpoints.member.renewAccess, async ({ deps, caller }) =>
    renewMemberAccess(deps, caller.accountId),
  );

  routes.implement(endpoints.member.account, async ({ deps, params, caller }) =>
    ownAccount(deps.db, caller.accountId, params.accountId),
  );

  routes.implement(endpoints.member.updateAccount, async ({ deps, params, body, caller }) => {
    await ownAccount(deps.db, caller.accountId, params.accountId);
    await updateAccount(deps.db, params.accountId, body);
    return ownAccount(deps.db, caller.accountId, params.accountId);
  });

  routes.implement(endpoints.member.opportunity, async ({ deps, params, caller }) => {
    await ownAccount(deps.db, caller.accountId, params.accountId);
    return opportunityView(deps, params.accountId, params.websiteReferenceId);
  });

  routes.implement(endpoints.member.anoc, async ({ c, deps, params, query, caller }) => {
    await ownAccount(deps.db, caller.accountId, params.accountId);
    c.header('Vary', 'Accept-Language', { append: true });
    return annualNotice(deps, params.accountId, query.websiteReferenceId, languageOf(c));
  });

  routes.implement(endpoints.member.createAccount, async ({ deps, body, caller }) => {
    const accountId = await createAccount(deps.db, body);
    deps.logger.info('member.account_created', { accountId, by: caller.tool });
    return (
      (await accountView(deps.db, accountId)) ?? Promise.reject(notFound(ACCOUNT_ERRORS.accountNotFound))
    );
  });

  routes.implement(endpoints.member.issueLink, async ({ deps, params, body, caller }) => {
    if (!(await accountView(deps.db, params.accountId))) throw notFound(ACCOUNT_ERRORS.accountNotFound);
    const link = await issueMemberLink(deps, params.accountId, body.days, caller.tool);
    deps.logger.info('member.link_issued', { accountId: params.accountId, by: caller.tool });
    return link;
  });
};
