import { ArrowDown } from "lucide-react";
import { scrollToHash } from "~/lib/smooth-scroll";

/**
 * A "Saiba mais" link to a section of the same page: a real anchor (works without
 * JavaScript), made a 500 ms smooth scroll by the script.
 */
export function InPageLink({
  targetId,
  className,
  children,
}: {
  targetId: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={`#${targetId}`}
      className={className}
      onClick={(event) => {
        if (scrollToHash(targetId)) event.preventDefault();
      }}
    >
      {children}
      <ArrowDown aria-hidden="true" className="h-4 w-4" />
    </a>
  );
}
