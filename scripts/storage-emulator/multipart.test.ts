import { describe, expect, it } from "vitest";
import { MultipartParseError, parseMultipartBody, readMultipartBoundary } from "./multipart";

function buildRelatedBody(boundary: string, metadataJson: string, payload: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Type: application/json\r\n\r\n${metadataJson}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Type: image/png\r\n\r\n`),
    payload,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

describe("readMultipartBoundary", () => {
  it("reads plain and quoted boundaries", () => {
    expect(readMultipartBoundary("multipart/related; boundary=abc123")).toBe("abc123");
    expect(readMultipartBoundary('multipart/related; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
  });

  it("rejects non-multipart types and missing boundaries", () => {
    expect(() => readMultipartBoundary("application/json")).toThrow(MultipartParseError);
    expect(() => readMultipartBoundary("multipart/related")).toThrow(MultipartParseError);
  });
});

describe("parseMultipartBody", () => {
  it("splits the metadata part and the binary part with their headers", () => {
    const payload = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    const body = buildRelatedBody("xyz", '{"contentType":"image/png"}', payload);
    const parts = parseMultipartBody("multipart/related; boundary=xyz", body);

    expect(parts).toHaveLength(2);
    expect(parts[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(parts[0]?.body.toString("utf8") ?? "")).toEqual({ contentType: "image/png" });
    expect(parts[1]?.headers["content-type"]).toBe("image/png");
    expect(parts[1]?.body.equals(payload)).toBe(true);
  });

  it("keeps payload bytes that look like CRLF or the boundary without a preceding line break", () => {
    const payload = Buffer.from("line\r\nnot a delimiter: --xyz inside\r\n\r\nend");
    const parts = parseMultipartBody(
      "multipart/related; boundary=xyz",
      buildRelatedBody("xyz", "{}", payload),
    );
    expect(parts[1]?.body.toString("utf8")).toBe(payload.toString("utf8"));
  });

  it("accepts an empty payload and a part without headers", () => {
    const body = Buffer.from("--b\r\n\r\n{}\r\n--b\r\nContent-Type: text/plain\r\n\r\n\r\n--b--");
    const parts = parseMultipartBody("multipart/related; boundary=b", body);
    expect(parts[0]?.headers).toEqual({});
    expect(parts[0]?.body.toString()).toBe("{}");
    expect(parts[1]?.body.length).toBe(0);
  });

  it("rejects a body without its boundary or without the closing delimiter", () => {
    expect(() => parseMultipartBody("multipart/related; boundary=b", Buffer.from("hello"))).toThrow(
      MultipartParseError,
    );
    expect(() =>
      parseMultipartBody("multipart/related; boundary=b", Buffer.from("--b\r\n\r\n{}\r\n--b\r\n\r\nbytes")),
    ).toThrow(MultipartParseError);
  });
});
