import { LogoMark } from "./logo-mark";

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

export function TextField({
  label,
  name,
  type = "text",
  autoComplete,
  error,
  defaultValue,
  required = true,
  minLength,
  value,
  onChange,
  inputMode,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  defaultValue?: string;
  required?: boolean;
  minLength?: number;
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
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
        required={required}
        minLength={minLength}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        value={value}
        onChange={onChange}
        inputMode={inputMode}
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
