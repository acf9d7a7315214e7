/**
 * A step's form over its schema: it opens with what was typed before (the draft), else what the host
 * knows (a prefilled value shows filled), else the spec defaults; every keystroke is kept in the draft.
 * `whenValid` runs each time the answers come to pass the schema (a flow loads its next step then).
 */
import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useHost } from 'shared-contracts/react';
import type { z } from 'shared-contracts/zod';
import { useZodForm } from 'web-kit/forms';
import { readDraft, updateDraft } from './draft';

export const useDraftForm = <S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  defaults: z.input<S>,
  whenValid?: () => void,
) => {
  const { consumer } = useHost();
  const draft = readDraft();
  const known = consumer as Record<string, unknown>;
  const initial = Object.fromEntries(
    Object.entries(defaults).map(([k, fallback]) => [k, draft[k] ?? known[k] ?? fallback]),
  ) as z.input<S>;
  const form = useZodForm(schema, { defaultValues: initial as never });
  useEffect(() => {
    const sub = form.watch((values) => updateDraft(values as Record<string, unknown>));
    // A value the person did not type here (a draft or a prefill) is checked at once; an empty field
    // says nothing until it is left.
    const filled = Object.entries(form.getValues() as Record<string, unknown>)
      .filter(([, v]) => v !== '' && v !== undefined && v !== null)
      .map(([k]) => k);
    if (filled.length) void form.trigger(filled as never);
    return () => sub.unsubscribe();
  }, [form]);
  const { isValid } = form.formState;
  useEffect(() => {
    if (isValid) whenValid?.();
  }, [isValid, whenValid]);
  return form;
};
