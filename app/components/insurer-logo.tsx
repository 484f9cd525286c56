import { href } from "react-router";
import type { Insurer } from "~/content/insurer-schemas";

/** Where an uploaded insurer logo is served (routes/insurer-logo.ts). */
export function insurerLogoUrl(file: string): string {
  return href("/insurers/logos/:file", { file });
}

/**
 * The insurer's mark: its uploaded logo, or the drawn badge when it has none. `className` sizes
 * both (a 40- or 56-pixel square, as `size` says); the image is rounded like the badge.
 */
export function InsurerMark({
  insurer,
  className,
  size = 56,
  alt = "",
  loading,
}: {
  insurer: Pick<Insurer, "name" | "monogram" | "color" | "logo">;
  className: string;
  size?: 40 | 56;
  alt?: string;
  loading?: "lazy";
}) {
  if (!insurer.logo) return <InsurerLogo insurer={insurer} className={className} />;
  return (
    <img
      src={insurerLogoUrl(insurer.logo)}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      className={`${className} ${size === 40 ? "rounded-xl" : "rounded-2xl"} object-contain`}
    />
  );
}

/**
 * A drawn badge standing in for the insurer's logo (no logo files can be shipped here):
 * the insurer's colour with its monogram, sized to fit one to three letters.
 */
export function InsurerLogo({
  insurer,
  className,
}: {
  insurer: Pick<Insurer, "name" | "monogram" | "color">;
  className?: string;
}) {
  const fontSize = insurer.monogram.length >= 3 ? 19 : insurer.monogram.length === 2 ? 24 : 30;
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="16" fill={insurer.color} />
      <path d="M0 44 C 20 36, 44 52, 64 40 V 64 H 0 Z" fill="#ffffff" opacity="0.12" />
      <text
        x="32"
        y="33"
        dominantBaseline="central"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="inherit"
        fontWeight="800"
        fontSize={fontSize}
        letterSpacing="-0.5"
      >
        {insurer.monogram}
      </text>
    </svg>
  );
}
