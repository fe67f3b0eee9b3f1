/**
 * Receives the single file of a multipart/form-data request with busboy. Cloud Functions has
 * already read the body into `req.rawBody`; a plain express server (tests) still streams it.
 */
import busboy from "busboy";
import type { Request } from "express";
import { InvalidInputError } from "../domain/errors";
import type { UploadedFile } from "../domain/upload-logo";

export function receiveSingleFile(req: Request, maxBytes: number): Promise<UploadedFile | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 20, parts: 30 },
      });
    } catch {
      reject(new InvalidInputError("Send the file as multipart/form-data."));
      return;
    }
    let received: Promise<UploadedFile> | null = null;
    parser.on("file", (_field, stream) => {
      received = new Promise((resolveFile, rejectFile) => {
        const chunks: Buffer[] = [];
        let truncated = false;
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("limit", () => {
          truncated = true;
        });
        stream.on("error", rejectFile);
        stream.on("close", () => resolveFile({ bytes: Buffer.concat(chunks), truncated }));
      });
    });
    parser.on("error", () => reject(new InvalidInputError("The upload could not be read.")));
    parser.on("close", () => {
      if (received) received.then(resolve, reject);
      else resolve(null);
    });
    if ("rawBody" in req && Buffer.isBuffer(req.rawBody)) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}
