import { useEffect, useId, useRef } from "react";

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert and
 * closes on Escape. The server renders it already open (so it works before and without
 * JavaScript); after hydration it is reopened as a true modal.
 */
export function Modal({
  open,
  title,
  children,
  onDismiss,
  tone = "neutral",
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  /** Escape key: what "Não"/"Fechar" would do. */
  onDismiss: () => void;
  tone?: "neutral" | "success" | "danger";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (dialog.open && !dialog.matches(":modal")) dialog.close();
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) {
      dialog.close();
    }
  }, [open]);

  if (!open) return null;
  const accent = tone === "success" ? "bg-success-700" : tone === "danger" ? "bg-danger-700" : "bg-brand-600";
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      className="fixed inset-0 z-50 m-auto w-[min(28rem,calc(100%-2.5rem))] rounded-[var(--radius-card)] border border-line bg-white p-0 text-ink shadow-card backdrop:bg-navy-950/60"
    >
      <div className={`h-1.5 rounded-t-[var(--radius-card)] ${accent}`} />
      <div className="p-6 sm:p-8">
        <h2 id={titleId} className="text-xl font-extrabold text-navy-900">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
