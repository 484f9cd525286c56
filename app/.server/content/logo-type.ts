/**
 * The type of an uploaded logo by its structure, never by its name or the browser's word
 * (security review 2, I-2): a magic number alone let a file that only starts like an image and
 * goes on as HTML through. This is a cheap parse of the file's frame, not a decoder: the image
 * data itself is the browser's to decode (it is served as an image, with nosniff).
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The last chunk of every PNG: length 0, "IEND", its fixed CRC. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
/** Far above any logo, and within what browsers decode. */
const MAX_SIDE = 16384;
/** Valid bit depths for each PNG colour type (PNG spec, IHDR). */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

const sane = (side: number) => side >= 1 && side <= MAX_SIDE;

/** Signature, an IHDR chunk right after it with a sane size and a valid format, IEND last. */
function isPng(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString("latin1", 12, 16) !== "IHDR") return false;
  const [depth = 0, colour = -1, compression, filter, interlace = -1] = bytes.subarray(24, 29);
  return (
    sane(bytes.readUInt32BE(16)) &&
    sane(bytes.readUInt32BE(20)) &&
    (PNG_DEPTHS[colour]?.includes(depth) ?? false) &&
    compression === 0 &&
    filter === 0 &&
    interlace <= 1 &&
    bytes.subarray(-12).equals(PNG_END)
  );
}

/** RIFF whose size is the file's, WEBP, then a VP8, VP8L or VP8X chunk that fits and looks like one: its size. */
function webpSize(bytes: Buffer): Size | undefined {
  if (bytes.length < 30) return undefined;
  if (bytes.toString("latin1", 0, 4) !== "RIFF" || bytes.toString("latin1", 8, 12) !== "WEBP")
    return undefined;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return undefined;
  const size = bytes.readUInt32LE(16);
  if (20 + size > bytes.length) return undefined;
  switch (bytes.toString("latin1", 12, 16)) {
    case "VP8 ":
      // The key frame's start code, then 14 bits of width and of height.
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    case "VP8L": {
      if (bytes[20] !== 0x2f) return undefined;
      // After the signature byte: 14 bits of width − 1, then 14 bits of height − 1.
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case "VP8X":
      // The canvas: 24 bits of width − 1, then of height − 1.
      if (size !== 10) return undefined;
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    default:
      return undefined;
  }
}

interface Size {
  width: number;
  height: number;
}

/** A checked logo: its type and its size in pixels (pages reserve its place before it loads). */
export interface LogoImage extends Size {
  type: "png" | "webp";
}

/** PNG or WebP with its size, or nothing (anything else, or a file that only starts like one of them). */
export function logoImage(bytes: Buffer): LogoImage | undefined {
  if (isPng(bytes)) return { type: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  const webp = webpSize(bytes);
  return webp && sane(webp.width) && sane(webp.height) ? { type: "webp", ...webp } : undefined;
}
