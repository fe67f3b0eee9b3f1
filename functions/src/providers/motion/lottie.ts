/**
 * The animation as a Lottie: shape layers drawn from the master's own vectors (see
 * vector-pieces.ts), one per moving item, keyframed from the same tracks as frameSvg, so a Lottie
 * player ends on the still logo. Gradients are filled with their mean colour (Lottie gradients
 * are not written); an embedded image has no vector form and is left out.
 */
import type { MotionStyle } from "../../contract";
import { parseColour, type Rgb, toHex } from "../graphics/paint";
import { type MotionOptions, sceneTimeline } from "./frame-svg";
import type { SceneItem } from "./motion-scene";
import { type ItemAnimation, revealedBox } from "./timeline";
import type { Key, Track } from "./tracks";
import type { Contour, Piece } from "./vector-pieces";

export const LOTTIE_FRAME_RATE = 30;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface LottieAnimation {
  v: string;
  fr: number;
  ip: number;
  op: number;
  w: number;
  h: number;
  nm: string;
  ddd: 0;
  assets: JsonObject[];
  layers: JsonObject[];
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function colour(rgb: Rgb): number[] {
  return [round(rgb.r / 255), round(rgb.g / 255), round(rgb.b / 255), 1];
}

function fixed(value: Json): JsonObject {
  return { a: 0, k: value };
}

/** A Lottie property keyframed from a track; `map` turns the track's value into the property's. */
function keyed(
  track: Track | null,
  map: (value: readonly number[]) => Json,
  rest: readonly number[],
): JsonObject {
  if (!track || track.length <= 1) {
    const value = map(track?.[0]?.v ?? rest);
    // A still scalar is a bare number; keyframes carry arrays.
    return fixed(Array.isArray(value) && value.length === 1 ? (value[0] ?? 0) : value);
  }
  return {
    a: 1,
    k: track.map((key: Key, index) => {
      const frame: JsonObject = { t: round(key.t * LOTTIE_FRAME_RATE), s: toArray(map(key.v)) };
      if (index === track.length - 1) return frame;
      if (key.ease === "hold") return { ...frame, h: 1 };
      const [x1, y1, x2, y2] = key.ease;
      return { ...frame, o: { x: [x1], y: [y1] }, i: { x: [x2], y: [y2] } };
    }),
  };
}

function toArray(value: Json): Json[] {
  return Array.isArray(value) ? value : [value];
}

function bezier(contour: Contour): JsonObject {
  const pairs = (list: [number, number][]) => list.map(([x, y]) => [round(x), round(y)]);
  return {
    c: contour.closed,
    v: pairs(contour.points),
    i: pairs(contour.inHandles),
    o: pairs(contour.outHandles),
  };
}

function shapes(contours: readonly Contour[]): JsonObject[] {
  return contours.map((contour) => ({ ty: "sh", ks: fixed(bezier(contour)) }));
}

function groupTransform(opacity: JsonObject): JsonObject {
  return {
    ty: "tr",
    p: fixed([0, 0]),
    a: fixed([0, 0]),
    s: fixed([100, 100]),
    r: fixed(0),
    o: opacity,
    sk: fixed(0),
    sa: fixed(0),
  };
}

const LINE_CAP = { butt: 1, round: 2, square: 3 } as const;
const LINE_JOIN = { miter: 1, round: 2, bevel: 3 } as const;

/** One drawn piece: its contours, then its stroke and fill (the first listed is drawn on top). */
function pieceGroup(piece: Piece): JsonObject | null {
  if (!piece.contours || piece.contours.length === 0) return null;
  const { paint } = piece;
  const fill: JsonObject | null = paint.fill
    ? {
        ty: "fl",
        c: fixed(colour(paint.fill)),
        o: fixed(round(paint.fillOpacity * 100)),
        r: paint.evenOdd ? 2 : 1,
      }
    : null;
  const stroke: JsonObject | null =
    paint.stroke && paint.strokeWidth > 0
      ? {
          ty: "st",
          c: fixed(colour(paint.stroke)),
          o: fixed(round(paint.strokeOpacity * 100)),
          w: fixed(round(paint.strokeWidth)),
          lc: LINE_CAP[paint.lineCap],
          lj: LINE_JOIN[paint.lineJoin],
          ml: paint.miterLimit,
        }
      : null;
  const styles = (paint.strokeUnder ? [fill, stroke] : [stroke, fill]).filter(
    (s): s is JsonObject => s !== null,
  );
  if (styles.length === 0) return null;
  return {
    ty: "gr",
    it: [...shapes(piece.contours), ...styles, groupTransform(fixed(round(paint.opacity * 100)))],
  };
}

/** The outlines traced while the item is drawn on: every contour trimmed at once. */
function outlineGroup(item: SceneItem, draw: Track, width: number): JsonObject | null {
  const traced = item.pieces.filter((piece) => piece.contours && (piece.paint.fill || piece.paint.stroke));
  const first = traced[0];
  const ink = first?.paint.fill ?? first?.paint.stroke;
  if (!ink) return null;
  return {
    ty: "gr",
    it: [
      ...traced.flatMap((piece) => shapes(piece.contours ?? [])),
      { ty: "tm", s: fixed(0), e: keyed(draw, (v) => [round((v[0] ?? 1) * 100)], [1, 0]), o: fixed(0), m: 1 },
      {
        ty: "st",
        c: fixed(colour(ink)),
        o: fixed(100),
        w: fixed(round(first?.paint.fill ? width : (first?.paint.strokeWidth ?? width))),
        lc: 2,
        lj: 2,
        ml: 4,
      },
      groupTransform(keyed(draw, (v) => [round((v[1] ?? 0) * 100)], [1, 0])),
    ],
  };
}

function rectangle(x1: number, y1: number, x2: number, y2: number): JsonObject {
  // Fresh arrays for each: players convert handles in place, so shared ones would move twice.
  const zeros = () => [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ];
  return {
    c: true,
    v: [
      [round(x1), round(y1)],
      [round(x2), round(y1)],
      [round(x2), round(y2)],
      [round(x1), round(y2)],
    ],
    i: zeros(),
    o: zeros(),
  };
}

function masks(item: SceneItem, animation: ItemAnimation, fromRight: boolean, margin: number): JsonObject[] {
  const clip = item.pieces.find((piece) => piece.clips.length > 0)?.clips[0] ?? [];
  const clipping = clip.map((contour) => ({
    mode: "a",
    inv: false,
    pt: fixed(bezier(contour)),
    o: fixed(100),
    x: fixed(0),
  }));
  if (!animation.reveal) return clipping;
  const reveal = keyed(
    animation.reveal,
    (v) => {
      const box = revealedBox(item.partBox, v[0] ?? 1, fromRight, margin);
      return rectangle(box.x1, box.y1, box.x2, box.y2);
    },
    [1],
  );
  return [
    ...clipping,
    { mode: clipping.length > 0 ? "i" : "a", inv: false, pt: reveal, o: fixed(100), x: fixed(0) },
  ];
}

export function lottieAnimation(
  master: string,
  style: MotionStyle,
  options: MotionOptions = {},
): LottieAnimation {
  const { scene, timeline } = sceneTimeline(master, style, options);
  const op = Math.ceil(timeline.duration * LOTTIE_FRAME_RATE);
  const width = Math.round(scene.canvas.width);
  const height = Math.round(scene.canvas.height);
  const lineWidth = 0.003 * (scene.canvas.width + scene.canvas.height);
  const margin = 0.02 * scene.canvas.width;
  const layers: JsonObject[] = [];
  for (const item of scene.items) {
    const animation = timeline.animations.get(item);
    if (!animation) continue;
    const content = item.pieces
      .map(pieceGroup)
      .filter((group): group is JsonObject => group !== null)
      .reverse();
    if (content.length === 0) continue;
    const fill: JsonObject = {
      ty: "gr",
      it: [...content, groupTransform(keyed(animation.opacity, (v) => [round((v[0] ?? 1) * 100)], [1]))],
    };
    const outline = animation.draw ? outlineGroup(item, animation.draw, lineWidth) : null;
    const box = animation.origin === "own" ? item.box : item.partBox;
    const [cx, cy] = [round((box.x1 + box.x2) / 2), round((box.y1 + box.y2) / 2)];
    const itemMasks = masks(item, animation, scene.direction === "rtl", margin);
    layers.push({
      ty: 4,
      nm: `${item.role} ${item.index + 1}`,
      ind: 0,
      ip: 0,
      op,
      st: 0,
      sr: 1,
      ao: 0,
      ddd: 0,
      bm: 0,
      ks: {
        a: fixed([cx, cy]),
        p: keyed(animation.motion, (v) => [round(cx + (v[0] ?? 0)), round(cy + (v[1] ?? 0))], [0, 0, 1]),
        s: keyed(animation.motion, (v) => [round((v[2] ?? 1) * 100), round((v[2] ?? 1) * 100)], [0, 0, 1]),
        r: fixed(0),
        o: fixed(100),
      },
      ...(itemMasks.length > 0 ? { hasMask: true, masksProperties: itemMasks } : {}),
      shapes: outline ? [outline, fill] : [fill],
    });
  }
  // Lottie lists layers top first; the master draws bottom first.
  layers.reverse();
  const ground = parseColour(scene.background ?? undefined);
  if (ground) {
    layers.push({
      ty: 1,
      nm: "background",
      ind: 0,
      ip: 0,
      op,
      st: 0,
      sr: 1,
      ao: 0,
      ddd: 0,
      bm: 0,
      ks: { a: fixed([0, 0]), p: fixed([0, 0]), s: fixed([100, 100]), r: fixed(0), o: fixed(100) },
      sc: toHex(ground),
      sw: width,
      sh: height,
    });
  }
  layers.forEach((layer, index) => {
    layer.ind = index + 1;
  });
  return {
    v: "5.7.0",
    fr: LOTTIE_FRAME_RATE,
    ip: 0,
    op,
    w: width,
    h: height,
    nm: "logo",
    ddd: 0,
    assets: [],
    layers,
  };
}
