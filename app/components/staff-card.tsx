import { Form } from "react-router";
import { FormMessage } from "./forms/form-message";

/** A staff screen's card, centred on the page (the shell above it shows the brokerage's mark). */
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
    // A wide card (the start screens, with "Hoje") takes the width a day's list needs, and on a
    // phone gives its content the screen rather than margins.
    <section className={`bg-surface ${wide ? "px-3 py-6 sm:px-5 sm:py-14" : "px-5 py-14 sm:py-20"}`}>
      <div
        className={`mx-auto w-full ${wide ? "max-w-5xl p-4" : "max-w-md p-6"} rounded-[var(--radius-card)] border border-line bg-white shadow-card sm:p-8`}
      >
        <h1 className="text-2xl font-extrabold text-navy-900">{title}</h1>
        {intro && <p className="mt-2 text-muted">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** A card's form: the refusal of its last post on top (an empty live region until there is one), then its fields. */
export function StaffCardForm({ error, children }: { error: string | undefined; children: React.ReactNode }) {
  return (
    <Form method="post" className="space-y-5">
      <FormMessage tone="error" message={error} />
      {children}
    </Form>
  );
}
