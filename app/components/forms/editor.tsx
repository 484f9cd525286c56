import type { FormMetadata } from "@conform-to/react";
import { History } from "lucide-react";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { useUnsavedChangesGuard } from "./unsaved-changes";

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

/**
 * The editor's save button, in a bar that stays in view at the bottom, with the refused save's
 * message just above the button (a message at the top of a long form is out of sight), and the
 * question before leaving with changes not yet saved. Every editor has one: the guard lives here.
 */
export function SaveBar<Schema extends Record<string, unknown>>({
  form,
  label,
  saving,
}: {
  form: FormMetadata<Schema, string[]>;
  label: string;
  saving: boolean;
}) {
  const leaveDialog = useUnsavedChangesGuard(form.dirty);
  return (
    <div className="save-bar sticky bottom-[var(--staff-dock,0rem)] z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      <FormErrors form={form} />
      <div className="flex justify-end">
        <button type="submit" name="intent" value="save" className="btn btn-primary shadow-card">
          {saving ? "Salvando…" : label}
        </button>
      </div>
      {leaveDialog}
    </div>
  );
}

/**
 * The form's own message (a failure that is not one field's) or, when fields were refused, a
 * pointer to them (the first one has the focus, Conform moves it there).
 */
function FormErrors<Schema extends Record<string, unknown>>({
  form,
}: {
  form: FormMetadata<Schema, string[]>;
}) {
  const fieldErrors = Object.keys(form.allErrors).some((name) => name !== form.name);
  const message =
    form.errors?.[0] ?? (fieldErrors ? "Corrija os campos marcados antes de salvar." : undefined);
  return (
    <p
      id={form.errorId}
      role="alert"
      className={message ? "mb-3 rounded-2xl bg-red-50 p-3 font-semibold text-danger-700" : "sr-only"}
    >
      {message}
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
