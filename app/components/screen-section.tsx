import type { ReactNode } from "react";

/** A part of an admin screen under its own heading, which names the section for screen readers. */
export function ScreenSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-extrabold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
