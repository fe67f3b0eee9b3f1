/**
 * pdfkit embeds a PNG with an alpha channel as two images, its colours and its alpha, and works
 * them out afresh for every document that places it: it inflates the PNG, undoes its filters in
 * JavaScript and deflates both parts again. An uploaded logo's brand kit places the same few PNGs
 * in more than a dozen documents (each stationery file, each PDF, the brand sheet), so here the two
 * parts are kept per process, found by the PNG itself, and every later document takes them as
 * they are: the same bytes pdfkit would work out for it again.
 */
import { createHash } from "node:crypto";
import { onFirstUsePerKey } from "../on-first-use";

/** The parts pdfkit writes for a PNG with alpha: both deflated, as its PDF objects hold them. */
interface SplitPng {
  imgData: Buffer;
  alphaChannel: Buffer;
}

/** What this reads of pdfkit's PNG image (its class is not exported): png-js's header, and the steps. */
interface PdfkitPngImage {
  image: { hasAlphaChannel: boolean; interlaceMethod: number; transparency: Record<string, unknown> } | null;
  imgData: Buffer | null;
  alphaChannel?: Buffer;
  splitAlphaChannel(): unknown;
  finalize(): unknown;
}

type ImageSource = string | Buffer | Uint8Array | ArrayBuffer;
type OpenImage = (src: ImageSource) => unknown;

/**
 * A kit's PNGs are a handful; a process making many kits keeps the latest ones. Kept as soon as the
 * first document asks: a kit's documents are made at the same time.
 */
const splitOnce = onFirstUsePerKey<SplitPng>(24);

function keyOf(src: ImageSource): string {
  const hash = createHash("sha256");
  if (typeof src === "string") hash.update(src);
  else hash.update(src instanceof ArrayBuffer ? new Uint8Array(src) : src);
  return hash.digest("base64");
}

/** A PNG pdfkit would split into colours and alpha (the only case it decodes the pixels of). */
function isSplitPng(image: unknown): image is PdfkitPngImage {
  if (!image || typeof image !== "object") return false;
  const candidate = image as Partial<PdfkitPngImage>;
  const header = candidate.image;
  return (
    typeof candidate.splitAlphaChannel === "function" &&
    typeof candidate.finalize === "function" &&
    !!header &&
    header.hasAlphaChannel === true &&
    header.interlaceMethod !== 1 &&
    Object.keys(header.transparency ?? {}).length === 0
  );
}

/**
 * Makes `doc` take a PNG's colours and alpha from those kept, and keep those it works out. Images
 * other than a PNG with alpha go through pdfkit untouched.
 *
 * pdfkit finishes each such image when its inflating ends, and numbers the objects it then adds in
 * that order, which the thread pool decides: the same document came out in different bytes from
 * run to run. Here the images are finished in the order they were placed, kept or not.
 */
export function keepSplitPngs(doc: PDFKit.PDFDocument): void {
  const target = doc as unknown as { openImage: OpenImage };
  const openImage = target.openImage.bind(doc);
  let lastFinished: Promise<unknown> = Promise.resolve();
  target.openImage = (src: ImageSource) => {
    const image = openImage(src);
    // A file's name says nothing of what the file holds by the next document: only bytes are kept.
    if (!isSplitPng(image) || (typeof src === "string" && !src.startsWith("data:"))) return image;
    const key = keyOf(src);
    const finalize = image.finalize.bind(image);
    const split = image.splitAlphaChannel.bind(image);
    image.splitAlphaChannel = () => {
      // The first document to ask runs pdfkit's own split, stopped where it would finish the
      // image: its parts are kept instead, for it and every later document.
      const made = splitOnce(
        key,
        () =>
          new Promise<SplitPng>((resolve, reject) => {
            image.finalize = () => {
              const { imgData, alphaChannel } = image;
              if (imgData && alphaChannel) resolve({ imgData, alphaChannel });
              else reject(new Error("pdfkit split a PNG into no parts"));
            };
            split();
          }),
      );
      lastFinished = Promise.all([made, lastFinished])
        .then(([{ imgData, alphaChannel }]) => {
          image.imgData = imgData;
          image.alphaChannel = alphaChannel;
          finalize();
        })
        .catch((error: unknown) => doc.emit("error", error));
    };
    return image;
  };
}
