import { Check } from "lucide-react";
import type { ProductItem } from "~/content/product-types";

/** The generic blocks of the content pages (a product page's sections and lists). */

/** A titled block of a content page; its heading names it (`${id}-titulo`). */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="lazy-render scroll-mt-24">
      <h2 id={`${id}-titulo`} className="mb-6 text-2xl font-extrabold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Title + text" items in a two-column grid. */
export function ItemGrid({ items, bordered = false }: { items: ProductItem[]; bordered?: boolean }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item, index) => (
        <li
          key={`${index}-${item.title}`}
          className={`rounded-[var(--radius-card)] p-5 ${bordered ? "border border-line" : "bg-surface"}`}
        >
          <h3 className="font-bold text-navy-900">{item.title}</h3>
          <p className="mt-2 text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps. */
export function Steps({ steps }: { steps: string[] }) {
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li key={`${index}-${step}`} className="flex gap-4">
          <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
            {index + 1}
          </span>
          <p className="pt-1.5">{step}</p>
        </li>
      ))}
    </ol>
  );
}

/** A list whose items each start with the same icon. */
export function IconList({
  items,
  icon: ItemIcon,
  iconClass,
}: {
  items: string[];
  icon: typeof Check;
  iconClass: string;
}) {
  return (
    <ul className="space-y-3">
      {items.map((text, index) => (
        <li key={`${index}-${text}`} className="flex gap-3">
          <ItemIcon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${iconClass}`} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** A list of ticks. */
export function CheckList({ items }: { items: string[] }) {
  return <IconList items={items} icon={Check} iconClass="text-success-700" />;
}
