import { BookOpen, ChevronDown } from "lucide-react";
import { insuranceGlossary } from "~/content/insurance-glossary";

/** The insurance terms every insurance page shares, collapsed so they do not lengthen the page. */
export function InsuranceGlossary() {
  return (
    <section id="termos" aria-labelledby="termos-titulo" className="scroll-mt-24">
      <details className="group rounded-[var(--radius-card)] border border-line bg-white">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5">
          {/* A summary may hold a heading but no other block: the icon goes inside the h2. */}
          <h2 id="termos-titulo" className="flex items-center gap-3 text-xl font-extrabold text-navy-900">
            <BookOpen aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
            Termos do seguro
          </h2>
          <span className="flex shrink-0 items-center gap-2 whitespace-nowrap text-sm font-semibold text-brand-700">
            <span className="hidden sm:inline sm:group-open:hidden">Ver os termos</span>
            <span className="hidden sm:group-open:inline">Fechar</span>
            <ChevronDown aria-hidden="true" className="h-5 w-5 transition-transform group-open:rotate-180" />
          </span>
        </summary>
        <dl className="grid gap-x-8 gap-y-5 border-t border-line p-5 sm:grid-cols-2">
          {insuranceGlossary.map((item) => (
            <div key={item.term}>
              <dt className="font-bold text-navy-900">{item.term}</dt>
              <dd className="mt-1 text-[0.9375rem] text-muted">{item.definition}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
