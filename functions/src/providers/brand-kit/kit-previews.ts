/**
 * Small pictures of a few kit files for the export page.
 */
import sharp from "sharp";
import type { KitDrawing, KitEntry } from "../../domain/brand-kit/brand-kit-plan";
import type { BuiltKit } from "../../domain/ports/brand-kit-maker";
import { renderSvg } from "../graphics/vector-renders";
import { decodeIco } from "./ico";
import { dataUri, encode, PNG } from "./kit-encoding";

/** Small pictures of a few files, for the export page. */
export async function previewsOf(
  files: Map<string, Buffer>,
  plan: KitEntry[],
): Promise<BuiltKit["previews"]> {
  const wanted: { kind: KitDrawing["kind"]; label: string; size: number }[] = [
    { kind: "link-preview", label: "Link preview", size: 240 },
    { kind: "profile", label: "Profile picture", size: 120 },
    { kind: "banner", label: "Cover banner", size: 240 },
    { kind: "favicon-ico", label: "Favicon", size: 48 },
  ];
  const previews: BuiltKit["previews"] = [];
  for (const want of wanted) {
    const entry = plan.find((candidate) => candidate.drawing.kind === want.kind);
    if (!entry) continue;
    let bytes = files.get(entry.path);
    if (!bytes) continue;
    if (want.kind === "favicon-ico") {
      const largest = decodeIco(bytes).sort((a, b) => b.width - a.width)[0];
      if (!largest) continue;
      bytes = largest.data;
    }
    const small = await sharp(bytes).resize(want.size, want.size, { fit: "inside" }).png(PNG).toBuffer();
    previews.push({ label: want.label, path: entry.path, image: dataUri(small) });
  }
  const black = plan.find(
    (entry) =>
      entry.drawing.kind === "vector" &&
      entry.drawing.version === "black" &&
      entry.drawing.part === "logo" &&
      entry.drawing.format === "svg",
  );
  const reversed = plan.find(
    (entry) =>
      entry.drawing.kind === "vector" &&
      entry.drawing.version === "reversed" &&
      entry.drawing.part === "logo" &&
      entry.drawing.format === "svg",
  );
  for (const [entry, label, ground] of [
    [black, "One color", "#FFFFFF"],
    [reversed, "Reversed", "#15181C"],
  ] as const) {
    const bytes = entry ? files.get(entry.path) : undefined;
    if (!entry || !bytes) continue;
    const image = await renderSvg(bytes.toString("utf8"), 200);
    const png = await sharp(await encode(image))
      .flatten({ background: ground })
      .extend({ top: 12, bottom: 12, left: 12, right: 12, background: ground })
      .png(PNG)
      .toBuffer();
    previews.push({ label, path: entry.path, image: dataUri(png) });
  }
  return previews;
}
