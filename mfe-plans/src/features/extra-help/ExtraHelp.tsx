import { useId, useState } from 'react';
import type { ExtraHelpApplied } from 'shared-contracts/api/plans';
import { EXTRA_HELP_LEVELS, type ExtraHelpLevel } from 'shared-contracts/api/session';
import { money } from 'shared-contracts/domain';
import { useMessages } from 'web-kit/i18n';
import { useSaveExtraHelpMutation } from 'web-kit/queries/extra-help';
import { useSessionQuery } from 'web-kit/queries/session';
import { theme } from 'web-kit/theme';
import { RadioGroup } from 'web-kit/ui';
import { extraHelpMessages } from './messages';

/** Says plainly whether the estimates of an answer include Extra Help, and which amounts. */
export const ExtraHelpNotice = ({ applied }: { applied: ExtraHelpApplied | null }) => {
  const m = useMessages(extraHelpMessages);
  return applied ? (
    <p
      data-testid="extra-help-applied"
      css={{
        margin: '12px 0',
        padding: '12px 16px',
        borderLeft: `4px solid ${theme.primary}`,
        background: theme.surface,
      }}
    >
      <strong>{m.appliedTitle}</strong>{' '}
      {m.applied(
        money(applied.deductible.amount),
        money(applied.genericCopay.amount),
        money(applied.brandCopay.amount),
      )}{' '}
      {m.premiums}
    </p>
  ) : null;
};

/**
 * The person's answer, saved to the session on each choice (the plan lists refresh with it). What they
 * chose stays shown while it saves and when a save fails.
 */
export const ExtraHelpChoice = () => {
  const m = useMessages(extraHelpMessages);
  const session = useSessionQuery();
  const save = useSaveExtraHelpMutation();
  const [chosen, setChosen] = useState<ExtraHelpLevel | null>(null);
  // Each list on a page (the tabs of /plans/all/) has its own group of radios.
  const name = `extra-help-${useId()}`;
  const value = chosen ?? session.data?.extraHelp ?? null;
  const choose = (level: ExtraHelpLevel) => {
    setChosen(level);
    save.mutate(level);
  };
  return (
    <div css={{ margin: '16px 0' }} data-testid="extra-help-choice">
      <RadioGroup
        legend={m.legend}
        name={name}
        value={value}
        options={EXTRA_HELP_LEVELS.map((level) => ({ value: level, label: m.options[level] }))}
        onChange={choose}
        error={save.isError ? m.saveFailed : null}
      />
      <p css={{ margin: '6px 0 0', color: theme.muted }}>{m.hint}</p>
      <p aria-live="polite" css={{ margin: '6px 0 0' }}>
        {save.isPending ? m.saving : save.isSuccess ? m.saved : ''}
      </p>
    </div>
  );
};
