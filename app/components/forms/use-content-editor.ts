import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
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
  return { form, fields, saving };
}
