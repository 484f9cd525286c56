import type { Insurer } from "~/content/insurer-schemas";

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
