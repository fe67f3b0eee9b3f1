/**
 * The scenes 'See it in use' draws, and the rules of each: the surfaces a logo is placed on, how
 * that surface is printed (full colour, or one ink as a screen print or a stamp has), and whether
 * a designer would set the whole logo or the symbol alone there. The provider turns a surface and
 * its process into a version of the logo; the drawing itself is in providers/mockups.
 */

export const MOCKUP_SCENE_IDS = [
  "business-card",
  "storefront",
  "t-shirt",
  "coffee-cup",
  "tote-bag",
  "phone-home-screen",
  "social-profile",
  "letter-and-envelope",
] as const;
export type MockupSceneId = (typeof MOCKUP_SCENE_IDS)[number];

/**
 * The colour of a surface. Some come from the logo: a card front or an app icon is the design's
 * own ground, a sign board is painted in it when it is dark (a light design goes on `otherwise`),
 * a profile's cover is in the brand's strongest colour.
 */
export type SurfaceColour =
  | { kind: "fixed"; colour: string }
  | { kind: "design-ground" }
  | { kind: "dark-design-ground"; otherwise: string }
  | { kind: "brand-colour" };

/** Offset or digital print reproduces every colour; a screen print, a stamp or a foil has one ink. */
export type PrintProcess = "full-colour" | "one-colour";

export interface LogoPlacement {
  surface: SurfaceColour;
  process: PrintProcess;
  /** Where the logo is small or square (an app icon, an avatar), the symbol alone when there is one. */
  part: "logo" | "symbol";
}

export interface MockupSceneRule {
  id: MockupSceneId;
  title: string;
  /** Every place the scene sets the logo, by name. */
  placements: Readonly<Record<string, LogoPlacement>>;
}

const PAPER = "#FFFFFF";
/** A charcoal that reads as painted black in a warm light, not as a hole. */
const CHARCOAL = "#24272C";

const fixed = (colour: string): SurfaceColour => ({ kind: "fixed", colour });

export const MOCKUP_SCENES: readonly MockupSceneRule[] = [
  {
    id: "business-card",
    title: "Business cards, front and back",
    placements: {
      front: { surface: { kind: "design-ground" }, process: "full-colour", part: "logo" },
      back: { surface: fixed(PAPER), process: "full-colour", part: "symbol" },
    },
  },
  {
    id: "storefront",
    title: "Shop front sign",
    placements: {
      fascia: {
        surface: { kind: "dark-design-ground", otherwise: CHARCOAL },
        process: "full-colour",
        part: "logo",
      },
      // Cut vinyl on the glass door: one colour, white, as sign makers cut it.
      door: { surface: fixed("#2B3640"), process: "one-colour", part: "symbol" },
    },
  },
  {
    id: "t-shirt",
    title: "T-shirt, screen printed",
    placements: { chest: { surface: fixed("#2A2D33"), process: "one-colour", part: "logo" } },
  },
  {
    id: "coffee-cup",
    title: "Takeaway coffee cup",
    placements: {
      cup: { surface: fixed(PAPER), process: "full-colour", part: "logo" },
      // Kraft sleeves are stamped in one ink.
      sleeve: { surface: fixed("#C8A47E"), process: "one-colour", part: "symbol" },
    },
  },
  {
    id: "tote-bag",
    title: "Canvas tote bag, one ink",
    placements: { front: { surface: fixed("#ECE4D3"), process: "one-colour", part: "logo" } },
  },
  {
    id: "phone-home-screen",
    title: "App icon on a phone",
    placements: { icon: { surface: { kind: "design-ground" }, process: "full-colour", part: "symbol" } },
  },
  {
    id: "social-profile",
    title: "Social profile page",
    placements: {
      avatar: { surface: { kind: "design-ground" }, process: "full-colour", part: "symbol" },
      cover: { surface: { kind: "brand-colour" }, process: "full-colour", part: "logo" },
    },
  },
  {
    id: "letter-and-envelope",
    title: "Letterhead and envelope",
    placements: {
      letter: { surface: fixed(PAPER), process: "full-colour", part: "logo" },
      envelope: { surface: fixed("#FBF8F2"), process: "full-colour", part: "logo" },
    },
  },
];

/** Every scene is drawn on a 4:3 canvas. */
export const SCENE_ASPECT = { width: 4, height: 3 } as const;
/** Previews before buying: small, quick, watermarked. */
export const PREVIEW_LONG_SIDE = 640;
/** What an export shows on its page (no watermark). */
export const EXPORT_PAGE_LONG_SIDE = 960;
/** The brand kit's files and the full-size render: big enough for a website or a pitch. */
export const FULL_LONG_SIDE = 1600;

export type MockupMode = "preview" | "full";

export const MOCKUP_MODES: Readonly<Record<MockupMode, { longSide: number; watermark: boolean }>> = {
  preview: { longSide: PREVIEW_LONG_SIDE, watermark: true },
  full: { longSide: FULL_LONG_SIDE, watermark: false },
};

export function sceneRule(id: MockupSceneId): MockupSceneRule {
  const rule = MOCKUP_SCENES.find((scene) => scene.id === id);
  if (!rule) throw new Error(`Unknown scene ${id}`);
  return rule;
}

export function placementOf(rule: MockupSceneRule, name: string): LogoPlacement {
  const placement = rule.placements[name];
  if (!placement) throw new Error(`The ${rule.id} scene has no ${name} placement`);
  return placement;
}
