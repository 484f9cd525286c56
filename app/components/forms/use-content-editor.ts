import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useLoaderData } from "react-router";
import type { z } from "~/lib/zod";
import { useIsPending } from "./use-is-pending";

/**
 * The set-up every content editor shares: Conform bound to the editor's Zod schema (the same one
 * the server parses with), checked in the browser when a field loses focus and again as it is
 * corrected, the server's answer (`lastResult`) shown in place, and whether it is being saved.
 * `fields` is typed from the schema's input: `fields.nmae` does not compile.
 */
export function useContentEditor<Input extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output, Input>,
  options: {
    id: string;
    lastResult: SubmissionResult<string[]> | null | undefined;
    defaultValue: DefaultValue<Input>;
  },
) {
  const [form, fields] = useForm<Input, Output>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const saving = useIsPending();
  useResetWhenReloaded(form.reset);
  return { form, fields, saving };
}

/**
 * After a successful save the action redirects back and the screen's data is loaded again: the
 * form starts over from what was saved, so it is no longer "changed" (`form.dirty`, which the
 * unsaved-changes guard reads, compares with the values the form was reset to). A refused save
 * (a 400) loads nothing again, so what was typed stays.
 */
function useResetWhenReloaded(reset: () => void) {
  const loaded = useLoaderData();
  const first = useRef(loaded);
  const resetRef = useRef(reset);
  resetRef.current = reset;
  useEffect(() => {
    if (first.current === loaded) return;
    first.current = loaded;
    resetRef.current();
  }, [loaded]);
}
