import { createContext, useContext } from "react";

/**
 * The site's one stylesheet, written into every document instead of linked (decision 053): on a
 * slow connection the first paint then waits for the HTML alone, not for a second round trip.
 * The server renders it from StylesheetContext (app/entry.server.tsx, `app.css?inline`). The
 * browser never gets the CSS as JavaScript: it hydrates the element with the text the server
 * wrote, so React leaves it as it is.
 */
export const StylesheetContext = createContext<string | null>(null);

const STYLESHEET_ID = "estilos";
let cssInDocument: string | undefined;

function readCssInDocument(): string {
  if (cssInDocument === undefined) {
    cssInDocument = document.getElementById(STYLESHEET_ID)?.textContent ?? "";
  }
  return cssInDocument;
}

export function InlineStylesheet() {
  const css = useContext(StylesheetContext) ?? readCssInDocument();
  return <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
