import { afterEach, describe, expect, it, vi } from "vitest";
import { warmImages } from "./warm-images";

class RecordedImage {
  static made: RecordedImage[] = [];
  decoding = "auto";
  src = "";
  decoded = false;
  constructor() {
    RecordedImage.made.push(this);
  }
  decode(): Promise<void> {
    this.decoded = true;
    return this.src.includes("broken") ? Promise.reject(new Error("EncodingError")) : Promise.resolve();
  }
}

afterEach(() => {
  RecordedImage.made = [];
  vi.unstubAllGlobals();
});

describe("warmImages", () => {
  it("asks for each address once and decodes it off the main thread", async () => {
    vi.stubGlobal("Image", RecordedImage);
    warmImages(["/a.png", "/b.png", "/a.png"]);
    expect(RecordedImage.made.map((image) => image.src)).toEqual(["/a.png", "/b.png"]);
    expect(RecordedImage.made.every((image) => image.decoding === "async" && image.decoded)).toBe(true);
  });

  it("lets an image that fails pass quietly: the screen's own element shows the failure", async () => {
    vi.stubGlobal("Image", RecordedImage);
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      warmImages(["/broken.png"]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("does nothing where there is no Image (Node)", () => {
    expect(typeof Image).toBe("undefined");
    expect(() => warmImages(["/a.png"])).not.toThrow();
  });
});
