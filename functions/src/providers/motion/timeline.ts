/**
 * How each style moves each item: tracks of opacity, motion (offset and scale), reveal (a wipe
 * from the reading direction's start) and draw (an outline traced, then the fill). Every track
 * ends on the still logo: opacity 1, no offset, scale 1, fully revealed, outline gone; after the
 * last part settles, the logo holds still.
 */
import type { MotionStyle } from "../../contract";
import type { Box } from "../graphics/logo-parts";
import type { MotionScene, SceneItem } from "./motion-scene";
import { EASE, type Ease, ramp, steps, type Track, trackEnd } from "./tracks";

export interface ItemAnimation {
  /** Scale about the item's own centre, or its part's (a symbol that grows as one). */
  origin: "own" | "part";
  opacity: Track;
  /** [dx, dy, scale] */
  motion: Track;
  /** [share revealed], from the reading direction's start edge of the item's part. */
  reveal: Track | null;
  /** [share of the outline drawn, the outline's opacity] */
  draw: Track | null;
}

export interface Timeline {
  style: MotionStyle;
  /** Seconds, the final hold included. */
  duration: number;
  /** When the last item comes to rest: from then on the logo is the still master. */
  settled: number;
  /** Null: the item is not drawn in this style (a guide line outside the technical style). */
  animations: Map<SceneItem, ItemAnimation | null>;
}

/** The still logo is held at least this long at the end. */
const HOLD = 0.7;
const LONGEST = 4;
const SHORTEST = 2;

const STILL: Omit<ItemAnimation, "origin"> = {
  opacity: [{ t: 0, v: [1], ease: EASE.linear }],
  motion: [{ t: 0, v: [0, 0, 1], ease: EASE.linear }],
  reveal: null,
  draw: null,
};

function fade(start: number, duration: number, ease: Ease = EASE.out): Track {
  return ramp([0], [1], start, duration, ease).keys;
}

function move(from: [number, number, number], start: number, duration: number, ease: Ease): Track {
  return ramp(from, [0, 0, 1], start, duration, ease).keys;
}

/** An outline traced from `start` over `duration`, then filled while the outline fades. */
function drawOn(
  start: number,
  duration: number,
  ease: Ease,
  fillTime: number,
): Omit<ItemAnimation, "origin" | "motion"> {
  const filled = start + duration;
  return {
    opacity: ramp([0], [1], filled - fillTime * 0.5, fillTime, EASE.gentle).keys,
    reveal: null,
    draw: ramp([0, 1], [1, 1], start, duration, ease).next([1, 0], fillTime, EASE.gentle).keys,
  };
}

/** Items of a role enter one after the other, all within `span` seconds. */
function stagger(item: SceneItem, span: number, most: number): number {
  return item.count > 1 ? Math.min(most, span / (item.count - 1)) * item.index : 0;
}

type StyleRule = (item: SceneItem, rise: number) => ItemAnimation | null;

/** The seconds the name starts and ends in each style; the tagline and decoration follow it. */
const STYLE_RULES: Record<MotionStyle, StyleRule> = {
  calm: (item, rise) => {
    switch (item.role) {
      case "container":
        return {
          origin: "part",
          ...STILL,
          opacity: fade(0, 0.9),
          motion: move([0, 0, 0.96], 0, 1.1, EASE.out),
        };
      case "symbol":
        return {
          origin: "part",
          ...STILL,
          opacity: fade(0.15, 1),
          motion: move([0, rise, 1], 0.15, 1.1, EASE.out),
        };
      case "letter": {
        const start = 0.7 + stagger(item, 0.6, 0.06);
        return {
          origin: "own",
          ...STILL,
          opacity: fade(start, 0.8),
          motion: move([0, rise * 0.6, 1], start, 0.9, EASE.out),
        };
      }
      case "tagline":
      case "decoration":
        return {
          origin: "part",
          ...STILL,
          opacity: fade(1.9, 0.7),
          motion: move([0, rise * 0.4, 1], 1.9, 0.8, EASE.out),
        };
      default:
        return null;
    }
  },
  playful: (item, rise) => {
    switch (item.role) {
      case "container":
        return {
          origin: "part",
          ...STILL,
          opacity: fade(0, 0.15),
          motion: move([0, 0, 0], 0, 0.55, EASE.overshoot),
        };
      case "symbol": {
        const start = 0.15 + stagger(item, 0.45, 0.09);
        return {
          origin: "own",
          ...STILL,
          opacity: fade(start, 0.12),
          motion: move([0, 0, 0], start, 0.55, EASE.overshoot),
        };
      }
      case "letter": {
        const start = 0.6 + stagger(item, 0.8, 0.07);
        return {
          origin: "own",
          ...STILL,
          opacity: fade(start, 0.12),
          motion: ramp([0, -rise * 1.6, 0.3], [0, rise * 0.25, 1.08], start, 0.3, EASE.out).next(
            [0, 0, 1],
            0.25,
            EASE.overshoot,
          ).keys,
        };
      }
      case "tagline":
      case "decoration":
        return {
          origin: "part",
          ...STILL,
          opacity: fade(1.75, 0.2),
          motion: move([0, 0, 0.7], 1.75, 0.45, EASE.overshoot),
        };
      default:
        return null;
    }
  },
  bold: (item) => {
    switch (item.role) {
      case "container":
      case "symbol":
        return {
          origin: "part",
          ...STILL,
          opacity: fade(0, 0.08, EASE.linear),
          motion: ramp([0, 0, 2.4], [0, 0, 0.93], 0, 0.3, EASE.in).next([0, 0, 1], 0.16, EASE.out).keys,
        };
      case "letter":
        return {
          origin: "part",
          ...STILL,
          reveal: ramp([0], [1], 0.42, 0.32, [0.8, 0, 0.2, 1]).keys,
          motion: move([0, 0, 1.06], 0.42, 0.4, EASE.out),
        };
      case "tagline":
      case "decoration":
        return { origin: "part", ...STILL, reveal: ramp([0], [1], 0.85, 0.25, EASE.inOut).keys };
      default:
        return null;
    }
  },
  elegant: (item, rise) => {
    switch (item.role) {
      case "container":
        return { origin: "part", motion: STILL.motion, ...drawOn(0, 1.2, EASE.inOut, 0.6) };
      case "symbol":
        return {
          origin: "part",
          motion: STILL.motion,
          ...drawOn(0.1 + stagger(item, 0.5, 0.12), 1.1, EASE.inOut, 0.6),
        };
      case "letter":
        return {
          origin: "part",
          ...STILL,
          opacity: fade(1.1, 0.5, EASE.gentle),
          reveal: ramp([0], [1], 1.1, 1.3, EASE.inOut).keys,
        };
      case "tagline":
      case "decoration":
        return {
          origin: "part",
          ...STILL,
          opacity: fade(2.4, 0.8, EASE.gentle),
          motion: move([0, rise * 0.3, 1], 2.4, 0.9, EASE.out),
        };
      default:
        return null;
    }
  },
  technical: (item) => {
    switch (item.role) {
      case "guide":
        // A guide is only ever its traced outline: drawn, held, then faded before the logo settles.
        return {
          origin: "own",
          ...STILL,
          opacity: [{ t: 0, v: [0], ease: EASE.linear }],
          draw: ramp([0, 0.6], [1, 0.6], 0.1 * item.index, 0.5, EASE.linear)
            .next([1, 0.6], 1.4, EASE.linear)
            .next([1, 0], 0.4, EASE.linear).keys,
        };
      case "container":
      case "symbol": {
        const start = 0.3 + stagger(item, 0.4, 0.1);
        const drawn = drawOn(start, 0.6, EASE.linear, 0.001);
        return { origin: "part", motion: STILL.motion, ...drawn };
      }
      case "letter": {
        const at = 1.1 + stagger(item, 0.9, 0.07);
        return { origin: "own", ...STILL, opacity: steps(0, 1, at, 0, 1) };
      }
      case "tagline":
      case "decoration":
        return { origin: "part", ...STILL, reveal: steps(0, 1, 2.15, 0.4, 8) };
      default:
        return null;
    }
  },
};

export function buildTimeline(scene: MotionScene, style: MotionStyle): Timeline {
  const rise = 0.035 * scene.canvas.height;
  const animations = new Map<SceneItem, ItemAnimation | null>();
  let settled = 0;
  for (const item of scene.items) {
    const animation = STYLE_RULES[style](item, rise);
    animations.set(item, animation);
    if (!animation) continue;
    const tracks = [animation.opacity, animation.motion, animation.reveal, animation.draw];
    for (const track of tracks) if (track) settled = Math.max(settled, trackEnd(track));
  }
  const duration = Math.min(LONGEST, Math.max(SHORTEST, settled + HOLD));
  return { style, duration, settled, animations };
}

/** Where the reveal's edge is when `share` of the part shows. */
export function revealedBox(part: Box, share: number, fromRight: boolean, margin: number): Box {
  const width = (part.x2 - part.x1 + 2 * margin) * Math.max(0, Math.min(1, share));
  const x1 = fromRight ? part.x2 + margin - width : part.x1 - margin;
  return { x1, y1: part.y1 - margin, x2: x1 + width, y2: part.y2 + margin };
}
