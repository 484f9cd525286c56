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

/** RIFF whose size is the file's, WEBP, then a VP8, VP8L or VP8X chunk that fits and looks like one. */
function isWebp(bytes: Buffer): boolean {
  if (bytes.length < 30) return false;
  if (bytes.toString("latin1", 0, 4) !== "RIFF" || bytes.toString("latin1", 8, 12) !== "WEBP") return false;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  const size = bytes.readUInt32LE(16);
  if (20 + size > bytes.length) return false;
  switch (bytes.toString("latin1", 12, 16)) {
    case "VP8 ":
      // The key frame's start code.
      return bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a;
    case "VP8L":
      return bytes[20] === 0x2f;
    case "VP8X":
      return size === 10;
    default:
      return false;
  }
}

/** PNG, WebP, or nothing (anything else, or a file that only starts like one of them). */
export function logoType(bytes: Buffer): "png" | "webp" | undefined {
  if (isPng(bytes)) return "png";
  if (isWebp(bytes)) return "webp";
  return undefined;
}
