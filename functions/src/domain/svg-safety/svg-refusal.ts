/**
 * Why an uploaded SVG is refused. Each is the uploader's input error (400), worded for them; the
 * texts live in the contract's messages.
 */
import { SVG_UPLOAD_MESSAGE } from "../../contract";
import { InvalidInputError } from "../errors";

/** Active or external content: scripts, handlers, embedded documents, links out, entities. */
export class UnsafeSvgError extends InvalidInputError {
  constructor(readonly reason: string) {
    super(SVG_UPLOAD_MESSAGE.unsafe(reason));
  }
}

/** Drawing it would cost more than a logo ever needs (copies, filters, nesting, pixels). */
export class SvgTooComplexError extends InvalidInputError {
  constructor(
    readonly measure: string,
    readonly found: number,
    readonly allowed: number,
  ) {
    super(SVG_UPLOAD_MESSAGE.tooComplex(measure, found, allowed));
  }
}

/** Not well-formed XML, not an SVG document, or not UTF-8. */
export class UnreadableSvgError extends InvalidInputError {
  constructor(readonly detail: string) {
    super(SVG_UPLOAD_MESSAGE.unreadable);
  }
}
