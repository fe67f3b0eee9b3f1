/**
 * Parser for the `multipart/related` bodies of Cloud Storage "multipart" uploads:
 * part 1 is the object's JSON metadata, part 2 its bytes. The bytes are binary, so the
 * parser works on Buffers and never decodes the payload as text.
 */

export interface MultipartPart {
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: Buffer;
}

export class MultipartParseError extends Error {}

const CRLF = "\r\n";
const HEADER_BODY_SEPARATOR = Buffer.from("\r\n\r\n");

/** Reads `boundary=...` (quoted or not) from a Content-Type header value. */
export function readMultipartBoundary(contentTypeHeader: string): string {
  const mediaType = contentTypeHeader.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!mediaType.startsWith("multipart/")) {
    throw new MultipartParseError(`Expected a multipart content type, got "${contentTypeHeader}".`);
  }
  const boundaryMatch = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentTypeHeader);
  const boundary = boundaryMatch?.[1] ?? boundaryMatch?.[2];
  if (!boundary) {
    throw new MultipartParseError("The multipart content type has no boundary.");
  }
  return boundary;
}

export function parseMultipartBody(contentTypeHeader: string, body: Buffer): MultipartPart[] {
  const boundary = readMultipartBoundary(contentTypeHeader);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];

  let delimiterStart = body.indexOf(delimiter);
  if (delimiterStart === -1) {
    throw new MultipartParseError("The multipart body does not contain its boundary.");
  }
  for (;;) {
    const afterDelimiter = delimiterStart + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString("latin1") === "--") {
      break;
    }
    const partStart = skipLineEnd(body, afterDelimiter);
    // A delimiter inside a part is always preceded by CRLF; searching for CRLF + delimiter
    // keeps binary payloads that happen to contain "--boundary" mid-line intact.
    const nextDelimiterStart = body.indexOf(Buffer.concat([Buffer.from(CRLF), delimiter]), partStart);
    if (nextDelimiterStart === -1) {
      throw new MultipartParseError("The multipart body ends without a closing boundary.");
    }
    parts.push(parsePart(body.subarray(partStart, nextDelimiterStart)));
    delimiterStart = nextDelimiterStart + CRLF.length;
  }
  return parts;
}

function skipLineEnd(body: Buffer, position: number): number {
  // Transport padding (spaces, tabs) may follow a delimiter before its line break.
  let cursor = position;
  while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor++;
  if (body[cursor] === 0x0d && body[cursor + 1] === 0x0a) return cursor + 2;
  if (body[cursor] === 0x0a) return cursor + 1;
  throw new MultipartParseError("A multipart boundary is not followed by a line break.");
}

function parsePart(rawPart: Buffer): MultipartPart {
  // A part without headers starts directly with the blank line.
  if (rawPart.subarray(0, 2).toString("latin1") === CRLF) {
    return { headers: {}, body: rawPart.subarray(2) };
  }
  const separatorIndex = rawPart.indexOf(HEADER_BODY_SEPARATOR);
  if (separatorIndex === -1) {
    throw new MultipartParseError("A multipart part has no blank line between headers and body.");
  }
  const headers: Record<string, string> = {};
  for (const line of rawPart.subarray(0, separatorIndex).toString("latin1").split(CRLF)) {
    const colonIndex = line.indexOf(":");
    if (colonIndex <= 0) continue;
    headers[line.slice(0, colonIndex).trim().toLowerCase()] = line.slice(colonIndex + 1).trim();
  }
  return { headers, body: rawPart.subarray(separatorIndex + HEADER_BODY_SEPARATOR.length) };
}
