/** One of the showcase's illustrations (/images/showcase/, drawn at 480 × 360), decorative, loaded near the screen. */
export function Illustration({ src, className }: { src: string; className: string }) {
  return (
    <img src={src} alt="" width={480} height={360} loading="lazy" decoding="async" className={className} />
  );
}
