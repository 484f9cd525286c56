import { Transform } from "node:stream";

/** A modulepreload tag not yet lowered (so text kept back and scanned again is never changed twice). */
const MODULE_PRELOAD = /<link rel="modulepreload"(?! fetchpriority)/g;
const LOWERED = '<link rel="modulepreload" fetchpriority="low"';
/** Longest text that may be the start of a tag cut by a chunk boundary. */
const KEEP_BACK = '<link rel="modulepreload"'.length - 1;
const HEAD_END = "</head>";

/**
 * Rewrites the document's `<link rel="modulepreload">` tags (React Router's <Scripts />, hoisted
 * into <head> by React) to `fetchpriority="low"`. The hydration scripts still start downloading
 * at once, but on a slow connection they no longer compete with the HTML, the stylesheet and the
 * font for the first paint: the page is readable sooner and becomes interactive just after.
 * Only the head is rewritten; everything after `</head>` passes through untouched.
 * See docs/decisions/009-hydration-scripts-at-low-priority.md.
 */
export function lowerModulePreloadPriority(): Transform {
  let pending = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (!inHead) {
        callback(null, chunk);
        return;
      }
      const text = pending + chunk.toString();
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        pending = "";
        callback(null, text.slice(0, headEnd).replace(MODULE_PRELOAD, LOWERED) + text.slice(headEnd));
        return;
      }
      const lowered = text.replace(MODULE_PRELOAD, LOWERED);
      const cut = Math.max(0, lowered.length - KEEP_BACK);
      pending = lowered.slice(cut);
      callback(null, lowered.slice(0, cut));
    },
    flush(callback) {
      callback(null, pending.replace(MODULE_PRELOAD, LOWERED) || null);
    },
  });
}
