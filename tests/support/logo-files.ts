/**
 * Real logo files for tests (the upload check parses them, app/.server/logo-type.ts):
 * a PNG built chunk by chunk with real CRCs, three small WebPs (lossy, lossless, extended) as
 * browsers' own feature tests use them, and polyglots that only start like an image.
 */
import { crc32, deflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer<ArrayBuffer> {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A 1×1 RGB PNG; with `size`, padded to exactly that many bytes by a private ancillary chunk
 * (`zzZz`, which decoders skip); `fill` varies the padding so each file has its own hash.
 */
export function png(options: { size?: number; fill?: string } = {}): Buffer<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const head = Buffer.concat([SIGNATURE, chunk("IHDR", header)]);
  const tail = Buffer.concat([
    chunk("IDAT", deflateSync(Buffer.from([0, 0x1f, 0x3a, 0x5f]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  const bare = head.length + tail.length;
  if (options.size === undefined && options.fill === undefined) return Buffer.concat([head, tail]);
  const padding = (options.size ?? bare + 12 + 16) - bare - 12;
  if (padding < 0) throw new Error(`um PNG tem no mínimo ${bare + 12} bytes`);
  const filler = Buffer.alloc(padding, options.fill ?? "x");
  return Buffer.concat([head, chunk("zzZz", filler), tail]);
}

/** An RGBA PNG of `width`×`height` whose pixels `paint` gives (no filter on any row). */
function rgbaPng(
  width: number,
  height: number,
  paint: (x: number, y: number) => number[],
): Buffer<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(paint(x, y), y * (1 + width * 4) + 1 + x * 4);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * An original 180×48 brokerage logo for tests and screenshots ("Horizonte"): a sun rising over
 * three teal bands on a transparent background, unlike the drawn "V" monogram.
 */
export function brandPng(): Buffer<ArrayBuffer> {
  const sun = [245, 165, 36, 255];
  const bands = [
    [13, 110, 110, 255],
    [20, 140, 130, 255],
    [70, 180, 160, 255],
  ];
  return rgbaPng(180, 48, (x, y) => {
    if (x >= 48) {
      // A bar for each word a wordmark would have.
      const inBar = y >= 14 && y < 34 && (x - 48) % 44 < 36;
      return inBar ? [10, 37, 64, 255] : [0, 0, 0, 0];
    }
    const dx = x - 24;
    const dy = y - 26;
    if (y >= 28) return bands[Math.min(2, Math.floor((y - 28) / 7))] ?? sun;
    return dx * dx + dy * dy <= 15 * 15 ? sun : [0, 0, 0, 0];
  });
}

/** 1×1 WebPs: lossy (VP8), lossless (VP8L), and extended with alpha (VP8X). */
export const WEBP = {
  lossy: Buffer.from("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA", "base64"),
  lossless: Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64"),
  extended: Buffer.from(
    "UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==",
    "base64",
  ),
};

const HTML = Buffer.from("<html><body><script>alert(document.domain)</script></body></html>");

/** Files that start like an image and go on as HTML (security review 2, I-2). */
export const POLYGLOTS = {
  "a PNG signature followed by HTML": Buffer.concat([SIGNATURE, HTML]),
  "a RIFF….WEBP header followed by HTML": Buffer.concat([
    Buffer.from("RIFF"),
    Buffer.from([HTML.length + 4, 0, 0, 0]),
    Buffer.from("WEBP"),
    HTML,
  ]),
  "a WebP whose RIFF size does not match the file": Buffer.concat([WEBP.lossless, HTML]),
  "a PNG whose IHDR says 0×0": (() => {
    const file = png();
    file.writeUInt32BE(0, 16);
    file.writeUInt32BE(0, 20);
    return file;
  })(),
};
