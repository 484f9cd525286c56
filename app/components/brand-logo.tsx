import type { SiteDetails } from "~/content/site-config";
import { siteLogoUrl } from "~/content/site-logo";
import { LogoMark } from "./logo-mark";

/**
 * The brokerage's mark wherever the site shows it (public header and footer, staff shell): the
 * logo uploaded in "Dados da corretora", or the drawn monogram by default (issue 26). Both are
 * 40 px high; the logo keeps its proportions, at most 6rem wide on a phone (the name
 * beside it needs the room) and 10rem from 640 px, its place reserved by its size.
 * `nameShown`: the brokerage's name is written next to it, so the image says nothing more to a
 * screen reader (empty alt); otherwise the image is named after the brokerage.
 * `onDark`: a white tile behind an uploaded logo, drawn for a light background.
 */
export function BrandLogo({
  site,
  nameShown = true,
  onDark = false,
}: {
  site: Pick<SiteDetails, "name" | "logo">;
  nameShown?: boolean;
  onDark?: boolean;
}) {
  if (!site.logo) {
    return (
      <>
        <LogoMark className="h-10 w-10 shrink-0" />
        {!nameShown && <span className="sr-only">{site.name}</span>}
      </>
    );
  }
  return (
    <img
      src={siteLogoUrl(site.logo)}
      alt={nameShown ? "" : site.name}
      width={site.logo.width}
      height={site.logo.height}
      className={`h-10 w-auto max-w-24 shrink-0 sm:max-w-40 object-contain object-left ${onDark ? "rounded-lg bg-white p-1" : ""}`}
    />
  );
}
