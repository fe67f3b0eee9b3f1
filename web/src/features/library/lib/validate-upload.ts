/**
 * One PNG, JPEG, WebP or SVG up to 5 MB. Checked here before sending so the
 * user hears at once; the API checks the bytes again and has the last word. The texts are the
 * contract's, so both sides say the same thing.
 */
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGE } from "@contract";

/** For the file picker's accept attribute: types and extensions, as some systems send no type. */
export const UPLOAD_ACCEPT = "image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg";

const ACCEPTED_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/svg+xml"]);
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|webp|svg)$/i;

/** The message to show for this file, or null when it may be sent. */
export function validateUpload(file: Pick<File, "name" | "size" | "type"> | null): string | null {
  if (!file) return UPLOAD_MESSAGE.missingFile;
  // A declared type wins; only a file the system could not type is judged by its name.
  const typeOk = file.type ? ACCEPTED_TYPES.has(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return UPLOAD_MESSAGE.unsupportedType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGE.tooLarge;
  if (file.size === 0) return UPLOAD_MESSAGE.emptyFile;
  return null;
}
