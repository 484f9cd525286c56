import type { Insurer } from "~/content/insurers";
export function InsurerLogo({ insurer, className }: { insurer: Pick<Insurer, "name" | "monogram" | "color">; className?: string }) {
  return <svg className={className} viewBox="0 0 64 64" width="56" height="56" aria-hidden="true"><rect width="64" height="64" rx="16" fill={insurer.color} /><text x="32" y="40" textAnchor="middle" fill="#fff" fontWeight="800" fontSize="22">{insurer.monogram}</text></svg>;
}
