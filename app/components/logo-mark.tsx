export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="10" fill="#0a2540" />
      <path
        d="M11 12l9 17 9-17"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="29" cy="11" r="3" fill="#f5a524" />
    </svg>
  );
}
