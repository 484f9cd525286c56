import { LogoMark } from "./logo-mark";

/** The frame of every staff screen: a calm card centred on the page. */
export function StaffCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="bg-surface px-5 py-14 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-[var(--radius-card)] border border-line bg-white p-8 shadow-card">
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
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="mb-2 block font-semibold text-navy-900">
        {label}
      </label>
      <input id={name} name={name} type={type} required autoComplete={autoComplete} className="field" />
    </div>
  );
}
