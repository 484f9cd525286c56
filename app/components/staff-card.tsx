import { href, Link, useNavigate } from "react-router";
import { LogoMark } from "./logo-mark";
import { Modal } from "./modal";

/** The frame of every staff screen: a calm card centred on the page. */
export function StaffCard({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="bg-surface px-5 py-14 sm:py-20">
      <div
        className={`mx-auto w-full ${wide ? "max-w-2xl" : "max-w-md"} rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card sm:p-8`}
      >
        <LogoMark className="h-10 w-10" />
        <h1 className="mt-5 text-2xl font-extrabold text-navy-900">{title}</h1>
        {intro && <p className="mt-2 text-muted">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** A required text input of a staff form, with its label and, after a refusal, its field's error. */
export function TextField({
  label,
  name,
  type = "text",
  autoComplete,
  error,
  minLength,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  minLength?: number;
}) {
  const errorId = `${name}-erro`;
  return (
    <div>
      <label htmlFor={name} className="mb-2 block font-semibold text-navy-900">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        required
        minLength={minLength}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="field"
      />
      {error && (
        <p id={errorId} className="mt-2 text-sm font-semibold text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The outcome of a staff form, announced to screen readers. */
export function FormMessage({ message, tone }: { message?: string; tone: "error" | "success" }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        message
          ? `rounded-2xl p-4 font-semibold ${tone === "success" ? "bg-green-50 text-success-700" : "bg-red-50 text-danger-700"}`
          : "sr-only"
      }
    >
      {message}
    </div>
  );
}

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
