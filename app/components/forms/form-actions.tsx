import { ArrowDown, ArrowUp } from "lucide-react";
import type { MouseEventHandler } from "react";
import { href, Link, useNavigate } from "react-router";
import { Modal } from "../modal";

/** A staff form's closing buttons: submit (its label changes while sending) and "Voltar". */
export function FormActions({
  busy,
  label,
  busyLabel = label,
  back,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  back: string;
}) {
  return (
    <>
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <Link to={back} className="btn btn-ghost w-full">
        Voltar
      </Link>
    </>
  );
}

/** What a public staff form shows once its request is on its way; "Fechar" leads home. */
export function SentModal({ open, title, children }: { open: boolean; title: string; children: string }) {
  const navigate = useNavigate();
  return (
    <Modal open={open} title={title} tone="success" onDismiss={() => navigate(href("/"))}>
      <p className="text-muted">{children}</p>
      <Link to={href("/")} className="btn btn-primary mt-6 w-full">
        Fechar
      </Link>
    </Modal>
  );
}

/**
 * A list row's icon button that moves it up or down (it submits `intent`), named for screen readers
 * by what it moves. `compact`: narrower, beside a row's other buttons.
 */
export function MoveButton({
  intent,
  label,
  up,
  disabled,
  compact = false,
  id,
  onClick,
}: {
  intent: string;
  label: string;
  up: boolean;
  disabled: boolean;
  compact?: boolean;
  id?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}) {
  const Icon = up ? ArrowUp : ArrowDown;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      id={id}
      disabled={disabled}
      className={compact ? "btn btn-ghost !px-3" : "btn btn-ghost"}
      aria-label={label}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
