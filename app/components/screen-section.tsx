import type { ReactNode } from "react";

/**
 * A part of a screen under its own heading, which names the section for screen readers. By default
 * an admin screen's `h2`; a block inside another names its own level and heading style. Data
 * attributes given (`data-…`) go on the section.
 */
export function ScreenSection({
  id,
  title,
  className,
  level = 2,
  headingClassName = "text-xl font-extrabold text-navy-900",
  children,
  ...data
}: {
  id: string;
  title: ReactNode;
  className: string;
  level?: 2 | 3;
  headingClassName?: string;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | number | boolean | undefined }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={className} {...data}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
