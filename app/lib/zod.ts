import { z } from "zod";

/**
 * Zod as every schema here uses it. `jitless`: Zod otherwise probes `new Function` to compile
 * fast parsers, which our Content-Security-Policy (no 'unsafe-eval') reports as a violation in
 * the browser. Our forms are small: the interpreted parser is plenty fast.
 */
z.config({ jitless: true });

export { z };
