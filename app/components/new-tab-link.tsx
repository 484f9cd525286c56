/**
 * A link that opens another site in a new tab: the opened page gets no handle on ours
 * (noopener) nor our address (noreferrer), and screen readers hear that a tab will open.
 */
export function NewTabLink({
  children,
  ...props
}: Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
