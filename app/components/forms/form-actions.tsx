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
