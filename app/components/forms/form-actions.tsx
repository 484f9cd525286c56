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
 * A list row's up and down icon buttons, which submit `intents.up` or `intents.down` and are named
 * for screen readers by what they move ("Subir <what>", "Descer <what>"); the first row cannot go
 * up, the last (of `count`) down. `compact`: narrower, beside a row's other buttons. A list that
 * moves rows in place gives each button an id (`idOf`) and its own click (`onClick`).
 */
export function MoveButtons<Intent extends string>({
  intents,
  what,
  index,
  count,
  compact = false,
  idOf,
  onClick,
}: {
  intents: { up: Intent; down: Intent };
  what: string;
  index: number;
  count: number;
  compact?: boolean;
  idOf?: (intent: Intent) => string;
  onClick?: (intent: Intent) => MouseEventHandler<HTMLButtonElement>;
}) {
  const button = (intent: Intent, up: boolean) => {
    const Icon = up ? ArrowUp : ArrowDown;
    return (
      <button
        type="submit"
        name="intent"
        value={intent}
        id={idOf?.(intent)}
        disabled={up ? index === 0 : index === count - 1}
        className={compact ? "btn btn-ghost !px-3" : "btn btn-ghost"}
        aria-label={`${up ? "Subir" : "Descer"} ${what}`}
        onClick={onClick?.(intent)}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
      </button>
    );
  };
  return (
    <>
      {button(intents.up, true)}
      {button(intents.down, false)}
    </>
  );
}
