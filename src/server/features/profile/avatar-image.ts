import sharp from "sharp";
import { AppError } from "@/server/lib/app-error";
import { MAX_AVATAR_UPLOAD_BYTES } from "@/shared/schemas/avatar";

/** Every stored picture is this many pixels square. */
const AVATAR_SIZE = 256;
/** A small file can still decode to a huge bitmap; refuse before decoding more than this. */
const MAX_INPUT_PIXELS = 40_000_000;

type ImageFormat = "png" | "jpeg" | "webp";

const UNSUPPORTED = "The picture must be a PNG, JPEG or WebP image.";

/** The format the bytes really are, read from their signature; names and declared types can lie. */
function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  const startsWith = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith([0xff, 0xd8, 0xff])) return "jpeg";
  // "RIFF" <size> "WEBP"
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/**
 * Checks an uploaded picture by its content and turns it into the stored form: upright (EXIF
 * orientation applied), cropped to a centred square of AVATAR_SIZE, WebP, without metadata (no
 * camera or location data is kept). Anything that is not a readable PNG, JPEG or WebP is a 400.
 */
export async function prepareAvatarImage(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError("BAD_REQUEST", { message: "The picture is empty." });
  if (bytes.length > MAX_AVATAR_UPLOAD_BYTES) {
    throw new AppError("BAD_REQUEST", { message: "The picture must be 2 MB or smaller." });
  }
  const format = detectImageFormat(bytes);
  if (!format) throw new AppError("BAD_REQUEST", { message: UNSUPPORTED });
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new AppError("BAD_REQUEST", { message: UNSUPPORTED });
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "centre" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("BAD_REQUEST", {
      message: "The picture could not be read. Upload a PNG, JPEG or WebP image of at most 40 megapixels.",
      cause: error,
    });
  }
}
