import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { DESIGN_MESSAGE, DocumentId } from "../../contract";
import { ENGINE_NAME } from "../../engine/edit-design";
import type { ProjectDocument, PromptDocument } from "../firestore-documents";
import {
  customizedLogoId,
  designEditRecordId,
  designFingerprint,
  type EditableLogoDocument,
  EditableLogoDocument as EditableLogoSchema,
} from "./design-documents";
import { assertEditsUsable, customizeRefusal } from "./load-design";

const stamp = Timestamp.fromMillis(0);
const SPEC = {
  engine: "markery-engine",
  version: 1,
  seed: 7,
  industry: "bakery",
  moods: ["rustic"],
  archetype: "icon",
  icons: ["phosphor:bread"],
  iconStyle: "solid",
  geometry: "rings",
  monogram: "circle",
  palette: "crust",
  background: "light",
  nameFont: { family: "lora", weight: 600 },
  nameTracking: 0.01,
  taglineFont: { family: "outfit", weight: 500 },
  tagline: "Artisan Bakery",
  layouts: ["stacked", "inline", "emblem"],
};

const logo: EditableLogoDocument = {
  ownerUid: "u1",
  projectId: "p1",
  promptId: "q1",
  url: "https://example.test/preview.png",
  storagePaths: { preview: "a", png: "b", svg: "c", original: null },
  source: "generated",
  variant: 0,
  position: 0,
  provider: ENGINE_NAME,
  editedFrom: null,
  symbolKept: false,
  createdAt: stamp,
};
const prompt: PromptDocument = {
  ownerUid: "u1",
  projectId: "p1",
  content: "Rustic icon logo",
  direction: { content: "Rustic icon logo", spec: SPEC },
  nextVariant: 3,
  position: 0,
  createdAt: stamp,
};
const project: ProjectDocument = {
  ownerUid: "u1",
  name: "Crumb & Co.",
  description: "Bakery",
  logoCount: 3,
  seed: 7,
  kind: "generated",
  createdAt: stamp,
  updatedAt: stamp,
};

const EDITS = {
  brandName: "Crumb & Co.",
  tagline: "Baked at dawn",
  palette: { kind: "curated", id: "crust", background: "light" },
  font: "lora",
  layout: "stacked",
  symbol: { kind: "icon", icon: "phosphor:bread" },
} as const;

describe("which logos the editor opens", () => {
  it("opens logos the engine drew from a direction it can read", () => {
    expect(customizeRefusal(logo, prompt, project)).toBeNull();
  });

  it("refuses uploads, other providers' logos and logos without a vector master, saying why", () => {
    expect(customizeRefusal({ ...logo, source: "upload" }, prompt, project)).toBe(
      DESIGN_MESSAGE.uploadNotCustomizable,
    );
    expect(customizeRefusal(logo, prompt, { ...project, kind: "uploads" })).toBe(
      DESIGN_MESSAGE.uploadNotCustomizable,
    );
    expect(customizeRefusal({ ...logo, provider: "replicate" }, prompt, project)).toBe(
      DESIGN_MESSAGE.noVectorDesign,
    );
    expect(
      customizeRefusal({ ...logo, storagePaths: { ...logo.storagePaths, svg: null } }, prompt, project),
    ).toBe(DESIGN_MESSAGE.noVectorDesign);
    const foreign = { ...prompt, direction: { content: "x", spec: { number: 1 } } };
    expect(customizeRefusal(logo, foreign, project)).toBe(DESIGN_MESSAGE.noVectorDesign);
    expect(customizeRefusal(logo, null, project)).toBe(DESIGN_MESSAGE.noVectorDesign);
  });

  it("answers a registry problem as bad input with the contract's message", () => {
    expect(() => assertEditsUsable(EDITS)).not.toThrow();
    expect(() => assertEditsUsable({ ...EDITS, font: "comic-sans" })).toThrow(DESIGN_MESSAGE.unknownFont);
    expect(() => assertEditsUsable({ ...EDITS, symbol: { kind: "none" } })).toThrow(
      DESIGN_MESSAGE.layoutNeedsSymbol,
    );
  });

  it("reopens a logo whose stored edits no longer parse from its variant instead of failing", () => {
    const parsed = EditableLogoSchema.parse({ ...logo, design: { variant: 0, edits: { font: 3 } } });
    expect(parsed.design).toBeUndefined();
    const kept = EditableLogoSchema.parse({ ...logo, design: { variant: 2, edits: EDITS } });
    expect(kept.design?.variant).toBe(2);
  });
});

describe("idempotent saves", () => {
  it("derives one valid logo id per user, key and edits", () => {
    const fingerprint = designFingerprint("logo1", EDITS);
    const id = customizedLogoId("u1", "key-1", fingerprint);
    expect(DocumentId.safeParse(id).success).toBe(true);
    expect(id).toHaveLength(20);
    expect(customizedLogoId("u1", "key-1", fingerprint)).toBe(id);
    expect(customizedLogoId("u2", "key-1", fingerprint)).not.toBe(id);
    expect(customizedLogoId("u1", "key-2", fingerprint)).not.toBe(id);
    const other = designFingerprint("logo1", { ...EDITS, tagline: "Since 1921" });
    expect(other).not.toBe(fingerprint);
    expect(customizedLogoId("u1", "key-1", other)).not.toBe(id);
  });

  it("never stores the raw key", () => {
    expect(designEditRecordId("my secret key")).toMatch(/^key-[0-9a-f]{64}$/);
  });
});
