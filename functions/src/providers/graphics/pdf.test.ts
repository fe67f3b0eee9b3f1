import { describe, expect, it } from "vitest";
import { collectPdf, drawOutlinedLine } from "./pdf";
import { readPdf } from "./testing/pdf-reader";

async function pdfWithLine(text: string): Promise<Buffer> {
  const { doc, done } = collectPdf({ size: [300, 100], compress: false });
  drawOutlinedLine(doc, text, 10, 10, { size: 24, width: 280, colour: "#222222", align: "left" });
  doc.end();
  return done;
}

describe("lines the PDF text layer cannot set", () => {
  it.each(["مخبز الياسمين", "שוקולד הדר", "सूर्या योग", "서울 베이커리", "北京烤鸭店"])(
    "draws '%s' as filled outlines, with no text for a viewer to fill with boxes",
    async (text) => {
      const [page] = readPdf(await pdfWithLine(text));
      expect(page?.lines).toEqual([]);
      expect(page?.fonts).toEqual([]);
      expect(page?.fills).toBeGreaterThan(0);
    },
  );

  it("shrinks a line to the width it is given", async () => {
    const { doc, done } = collectPdf({ size: [300, 100], compress: false });
    const bottom = drawOutlinedLine(doc, "مخبز الياسمين للحلويات الشرقية", 10, 10, {
      size: 40,
      width: 60,
      colour: "#222222",
      align: "right",
    });
    doc.end();
    const content = (await done).toString("latin1");
    const xs = [...content.matchAll(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?) [ml]\b/g)].map((m) => Number(m[1]));
    expect(xs.length).toBeGreaterThan(0);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(10 - 1);
    expect(Math.max(...xs)).toBeLessThanOrEqual(70 + 1);
    expect(bottom).toBe(10 + 40 * 1.25);
  });
});
