import type { FormMetadata } from "@conform-to/react";
import { History } from "lucide-react";
import type { ReactNode } from "react";
import { href, Link } from "react-router";

/** The frame of the content editors: sections, the save bar, the form's own error, the history link. */

/** A group of fields under one heading (a block of the page being edited). */
export function EditorSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6">
      <legend className="px-1 text-lg font-extrabold text-navy-900">{title}</legend>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** The editor's save button, in a bar that stays in view at the bottom and covers no field. */
export function SaveBar({ label, saving }: { label: string; saving: boolean }) {
  return (
    <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      <button type="submit" name="intent" value="save" className="btn btn-primary shadow-card">
        {saving ? "Salvando…" : label}
      </button>
    </div>
  );
}

/** The form's own message (a failure that is not one field's). */
export function FormErrors<Schema extends Record<string, unknown>>({
  form,
}: {
  form: FormMetadata<Schema, string[]>;
}) {
  if (!form.errors?.length) return null;
  return (
    <p id={form.errorId} role="alert" className="rounded-2xl bg-red-50 p-4 font-semibold text-danger-700">
      {form.errors[0]}
    </p>
  );
}

/** "Histórico de versões" of a content document (the history screen lists and restores its versions). */
export function HistoryLink({
  kind,
  documentKey,
  children = "Histórico de versões",
}: {
  kind: "site" | "product" | "insurer";
  documentKey: string;
  children?: string;
}) {
  return (
    <Link to={href("/admin-portal/history/:kind/:key", { kind, key: documentKey })} className="btn btn-ghost">
      <History aria-hidden="true" className="h-4 w-4" /> {children}
    </Link>
  );
}
