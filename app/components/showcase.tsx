import { ArrowLeft, ArrowRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { showcaseTopics } from "~/content/showcase";
import { nextShowcaseTopic, showcaseTopicIds } from "~/lib/showcase-cycle";
import { Illustration } from "./illustration";

/**
 * "Conheça mais": one topic at a time, starting on house. As in the spec, both arrows
 * advance forward through the cycle (there is no backward movement). A topic whose product page
 * an admin has hidden leaves the cycle (`productPaths`: the visible products' paths).
 */
export function Showcase({ productPaths }: { productPaths: ReadonlySet<string> }) {
  const topicIds = showcaseTopicIds.filter((id) => productPaths.has(showcaseTopics[id].to));
  const [current, setCurrent] = useState(0);
  const topic = showcaseTopics[topicIds[current] ?? topicIds[0] ?? "house"];
  const position = current + 1;
  const advance = () => setCurrent((index) => nextShowcaseTopic(index, topicIds.length));
  if (topicIds.length === 0) return null;

  const arrowClass =
    "inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-line bg-white text-navy-900 shadow-card hover:border-brand-500";

  return (
    <section aria-labelledby="conheca-titulo" className="lazy-render bg-surface py-16 sm:py-20">
      <div className="container-page">
        <p className="eyebrow">Conheça mais</p>
        <h2 id="conheca-titulo" className="mt-2 text-2xl font-extrabold text-navy-900 sm:text-3xl">
          Soluções para cada momento
        </h2>
        {/* min-w-0 and a smaller padding below sm: between two 48 px arrows the card fits a 320 px phone. */}
        <div className="mt-10 flex items-center gap-2 sm:gap-6">
          <button type="button" className={arrowClass} onClick={advance} aria-label="Ver outro tema">
            <ArrowLeft aria-hidden="true" />
          </button>
          <div
            className="grid min-w-0 flex-1 items-center gap-8 rounded-[var(--radius-card)] bg-white p-4 shadow-card sm:p-6 md:grid-cols-2 md:p-10"
            aria-live="polite"
            data-testid="showcase"
            data-topic={topic.id}
          >
            <Illustration src={topic.image} className="mx-auto aspect-[4/3] w-full max-w-sm" />
            <div>
              <p className="text-sm font-semibold text-muted">
                {position} de {topicIds.length}
              </p>
              <h3
                className="mt-2 text-xl font-extrabold text-navy-900 sm:text-2xl"
                data-testid="showcase-title"
              >
                {topic.title}
              </h3>
              <p className="mt-3 text-muted">{topic.subtitle}</p>
              <Link
                to={topic.to}
                className="btn btn-primary mt-6"
                onClick={() => window.scrollTo({ top: 0 })}
                aria-label={`SAIBA MAIS sobre ${topic.title}`}
              >
                SAIBA MAIS
              </Link>
            </div>
          </div>
          <button type="button" className={arrowClass} onClick={advance} aria-label="Próximo tema">
            <ArrowRight aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
