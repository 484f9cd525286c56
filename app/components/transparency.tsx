import { href, Link } from "react-router";
import type { Piece } from "~/content/transparency";
import { NewTabLink } from "./new-tab-link";

/** Our own pages a transparency paragraph may link to; href() makes a renamed route a build error. */
const OWN_PAGES = { contact: href("/contact/contact-us"), insurers: href("/insurers") } as const;

/** One paragraph of the transparency texts: its words, our pages as links, other sites in a new tab. */
export function Pieces({ pieces, linkClass }: { pieces: Piece[]; linkClass: string }) {
  return pieces.map((piece, index) => {
    if (typeof piece === "string") return piece;
    const key = `${index}-${piece.text}`;
    return "href" in piece ? (
      <NewTabLink key={key} className={linkClass} href={piece.href}>
        {piece.text}
      </NewTabLink>
    ) : (
      <Link key={key} className={linkClass} to={OWN_PAGES[piece.to]}>
        {piece.text}
      </Link>
    );
  });
}
