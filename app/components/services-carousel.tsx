import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeft, ChevronRight, ExternalLink } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { serviceCards } from "~/content/services";
import { useNearOrUsed } from "~/lib/use-near-or-used";
import { useQuoteUrl } from "~/root-data";
import { NewTabLink } from "./new-tab-link";

/**
 * The home page's services carousel (Embla). Slides per view follow the spec's breakpoints
 * through CSS widths (sm 640 / md 768 / lg 1024 → 2 / 3 / 4), so they are right before any
 * script runs and on every resize; Embla adds dragging, arrows and bullets on top. Its engine
 * (about 10 KiB compressed) loads when the carousel comes within 200 px of the viewport or is
 * first used, not with the page (decision 049); a press on an arrow before then is carried out
 * once it has loaded.
 */
export function ServicesCarousel() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const pending = useRef<(api: EmblaCarouselType) => void>(undefined);
  const wanted = useNearOrUsed(viewportRef, { rootMargin: "0px 0px 200px 0px", area: "section" });
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!wanted || !viewport) return;
    let api: EmblaCarouselType | undefined;
    let alive = true;
    import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (!alive) return;
      api = EmblaCarousel(viewport, { align: "start", slidesToScroll: 1, loop: false });
      setEmbla(api);
      pending.current?.(api);
      pending.current = undefined;
    });
    return () => {
      alive = false;
      api?.destroy();
    };
  }, [wanted]);
  const run = (action: (api: EmblaCarouselType) => void) => {
    if (embla) action(embla);
    else pending.current = action;
  };
  const [snapCount, setSnapCount] = useState(0);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const quoteUrl = useQuoteUrl();

  const update = useCallback(() => {
    if (!embla) return;
    setSnapCount(embla.scrollSnapList().length);
    setSelected(embla.selectedScrollSnap());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, update]);

  return (
    <section
      aria-roledescription="carrossel"
      aria-labelledby="servicos-titulo"
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") run((api) => api.scrollPrev());
        if (event.key === "ArrowRight") run((api) => api.scrollNext());
      }}
    >
      <div className="mb-8 flex items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Simule agora</p>
          <h2 id="servicos-titulo" className="mt-2 text-2xl font-extrabold text-navy-900 sm:text-3xl">
            Nossos serviços
          </h2>
        </div>
        <div className="flex gap-2">
          <ArrowButton
            label="Serviços anteriores"
            disabled={!canPrev}
            onClick={() => run((api) => api.scrollPrev())}
          >
            <ChevronLeft aria-hidden="true" />
          </ArrowButton>
          <ArrowButton
            label="Próximos serviços"
            disabled={!canNext}
            onClick={() => run((api) => api.scrollNext())}
          >
            <ChevronRight aria-hidden="true" />
          </ArrowButton>
        </div>
      </div>

      <div ref={viewportRef} className="-mx-2 overflow-hidden py-2">
        {/* The transform Embla sets from the start: without it, until the engine loads, Chromium counts
            the clipped slides in the page's width (a 320 px phone could scroll sideways). */}
        <ul
          id="servicos-trilho"
          className="flex touch-pan-y"
          aria-live="polite"
          style={{ transform: "translate3d(0px, 0px, 0px)" }}
        >
          {serviceCards.map((card, index) => (
            <li
              key={card.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${serviceCards.length}: ${card.title}`}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 sm:basis-1/2 md:basis-1/3 lg:basis-1/4"
              data-testid="service-slide"
            >
              <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card">
                <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                  <card.icon role="img" aria-label={card.altText} className="h-7 w-7" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-navy-900">{card.title}</h3>
                <p className="mt-2 flex-1 text-[0.9375rem] text-muted">{card.description}</p>
                <NewTabLink
                  href={quoteUrl(card.quotePath)}
                  className="btn btn-quote mt-6 w-full"
                  data-demand="quote"
                  data-demand-product={card.product}
                >
                  FAZER SIMULAÇÃO
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only"> de {card.title}</span>
                </NewTabLink>
              </article>
            </li>
          ))}
        </ul>
      </div>

      {snapCount > 1 && (
        <div
          className="mt-6 flex justify-center gap-1"
          role="group"
          aria-label="Escolher posição do carrossel"
        >
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              type="button"
              className="group inline-flex h-6 w-6 items-center justify-center"
              onClick={() => embla?.scrollTo(index)}
              aria-label={`Ir para a posição ${index + 1} de ${snapCount}`}
              aria-current={index === selected ? "true" : undefined}
              data-testid="carousel-bullet"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${index === selected ? "w-6 bg-brand-700" : "w-2.5 bg-brand-200 group-hover:bg-brand-500"}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function ArrowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-white text-navy-900 hover:border-brand-500 disabled:opacity-40"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-controls="servicos-trilho"
    >
      {children}
    </button>
  );
}
