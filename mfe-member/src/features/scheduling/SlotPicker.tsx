import { type FormEvent, type ReactNode, useState } from 'react';
import type { MeetingKind, Slot } from 'shared-contracts/api/scheduling';
import { useHost } from 'shared-contracts/react';
import { useLocale, useMessages } from 'web-kit/i18n';
import { useAgentTitle } from 'web-kit/messages';
import { useSlotsQuery } from 'web-kit/queries/scheduling';
import { cardCss, fieldsetReset, focusRing, theme } from 'web-kit/theme';
import { Button, Empty, FetchFailed, Loading, RadioGroup, SelectField } from 'web-kit/ui';
import { schedulingMessages } from './messages';
import { clockTime, dayInWords, zoneName } from './time';

export interface PickedSlot {
  agentUuid: string;
  startsAt: string;
  kind: MeetingKind;
}

/**
 * Kind of meeting, agent, day, time: each a native control, so the whole choice works with the keyboard
 * alone (arrows within a group, Tab between them) and with a screen reader.
 */
export const SlotPicker = ({
  submitLabel,
  busy,
  error,
  onPick,
  initialKind = 'phone',
  initialAgent,
  ready = true,
  children,
}: {
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onPick: (pick: PickedSlot) => void;
  initialKind?: MeetingKind;
  initialAgent?: string | undefined;
  /** False while what `children` asks is not valid yet: the button waits for it too (spec 5). */
  ready?: boolean;
  /** More to ask in the same form, above its button (a booking's contact details). */
  children?: ReactNode;
}) => {
  const m = useMessages(schedulingMessages);
  const locale = useLocale();
  const agentTitle = useAgentTitle();
  const { location } = useHost();
  const [kind, setKind] = useState<MeetingKind>(initialKind);
  const slots = useSlotsQuery({ days: 14, kind, zip: location?.zipCode });
  const [agentUuid, setAgentUuid] = useState<string | null>(initialAgent ?? null);
  const [day, setDay] = useState<string | null>(null);
  const [chosenStart, setStartsAt] = useState<string | null>(null);

  const data = slots.data;
  const agents = data?.agents.filter((a) => a.meetingKinds.includes(kind)) ?? [];
  const agent = agents.find((a) => a.agentUuid === agentUuid) ?? agents[0] ?? null;
  const days = (data?.days ?? [])
    .map((d) => ({ date: d.date, slots: d.slots.filter((s) => s.agentUuid === agent?.agentUuid) }))
    .filter((d) => d.slots.length > 0);
  const chosenDay = days.find((d) => d.date === day) ?? days[0] ?? null;
  const times: Slot[] = chosenDay?.slots ?? [];
  // A time belongs to one agent and day: after another agent, day or kind it is asked for again.
  const startsAt = times.some((s) => s.startsAt === chosenStart) ? chosenStart : null;

  if (slots.isError) return <FetchFailed onRetry={() => void slots.refetch()} />;
  if (!data) return <Loading label={m.loadingTimes} />;
  if (agents.length === 0) return <Empty>{m.noTimes}</Empty>;

  const hint = !startsAt ? m.chooseTime : ready ? null : m.contactFirst;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (agent && startsAt) onPick({ agentUuid: agent.agentUuid, startsAt, kind });
  };

  return (
    <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 24 }} aria-label={submitLabel}>
      <RadioGroup
        legend={m.kindLegend}
        name="meeting-kind"
        value={kind}
        options={(['phone', 'video'] as const).map((k) => ({ value: k, label: m.kinds[k] }))}
        onChange={setKind}
      />
      <fieldset css={fieldsetReset}>
        <legend css={{ fontWeight: 700, padding: 0, marginBottom: 8 }}>{m.agentLegend}</legend>
        <div css={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {agents.map((a) => {
            const name = `${a.firstName} ${a.lastName}`;
            const checked = a.agentUuid === agent?.agentUuid;
            return (
              <label
                key={a.agentUuid}
                data-testid="agent-card"
                css={{
                  ...cardCss,
                  padding: 12,
                  display: 'flex',
                  gap: 12,
                  alignItems: 'center',
                  cursor: 'pointer',
                  borderColor: checked ? theme.primary : theme.border,
                  borderWidth: checked ? 4 : 2,
                  '&:focus-within': { outline: `3px solid ${theme.focus}`, outlineOffset: 2 },
                }}
              >
                <input
                  type="radio"
                  name="agent"
                  value={a.agentUuid}
                  checked={checked}
                  onChange={() => setAgentUuid(a.agentUuid)}
                  // The card's yellow outline alone is 1.6:1 on white: the radio's own ring is the one at 3:1.
                  css={{ width: 24, height: 24, flex: 'none', ...focusRing }}
                />
                {a.photoLink ? (
                  <img
                    src={a.photoLink}
                    alt={m.agentPhoto(name)}
                    width={64}
                    height={64}
                    css={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
                  />
                ) : null}
                <span>
                  <strong css={{ display: 'block', fontSize: 20 }}>{name}</strong>
                  <span css={{ display: 'block' }}>{agentTitle(a.title)}</span>
                  <span css={{ display: 'block', color: theme.muted, fontSize: 16 }}>
                    {m.agentKinds(
                      new Intl.ListFormat(locale, { type: 'disjunction' }).format(
                        a.meetingKinds.map((k) => m.kinds[k].toLowerCase()),
                      ),
                    )}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {days.length === 0 || !chosenDay ? (
        <Empty>{m.noTimesThatDay}</Empty>
      ) : (
        <>
          <SelectField
            label={m.dayLabel}
            value={chosenDay.date}
            onChange={(e) => setDay(e.target.value)}
            options={days.map((d) => ({ value: d.date, label: dayInWords(d.date, locale) }))}
          />
          <div>
            <p css={{ margin: '0 0 8px' }}>{m.timesIn(zoneName(data.timeZone, undefined, locale))}</p>
            <RadioGroup
              legend={m.timeLegend(dayInWords(chosenDay.date, locale))}
              name="meeting-time"
              value={startsAt}
              options={times.map((s) => ({
                value: s.startsAt,
                label: clockTime(s.startsAt, data.timeZone, locale),
              }))}
              onChange={setStartsAt}
            />
          </div>
        </>
      )}
      {children}
      <p role="alert" css={{ color: theme.bad, fontWeight: 700, margin: 0, minHeight: 27 }}>
        {error}
      </p>
      <div>
        <Button
          type="submit"
          disabled={busy || hint !== null}
          aria-describedby={hint ? 'slot-hint' : undefined}
        >
          {busy ? m.booking : submitLabel}
        </Button>
        {hint ? (
          <p id="slot-hint" css={{ margin: '8px 0 0', color: theme.muted }}>
            {hint}
          </p>
        ) : null}
      </div>
    </form>
  );
};
