/**
 * The animation as still frames: the master as it looks at a moment, for the video and GIF
 * encoders (which render each frame). The master is read once; each frame only writes strings.
 * From the end of the movement on, a frame is the master itself, byte for byte.
 */
import type { MotionStyle } from "../../contract";
import type { Box } from "../graphics/logo-parts";
import { readingDirection } from "./letters";
import {
  boxInMaster,
  type MotionScene,
  meetsView,
  outlinesInMaster,
  readScene,
  type SceneItem,
} from "./motion-scene";
import { buildTimeline, type ItemAnimation, revealedBox, type Timeline } from "./timeline";
import { sampleTrack } from "./tracks";
import { contoursPathData } from "./vector-pieces";

export interface MotionOptions {
  /** The brand name as typed: its script sets the reading direction the letters enter in. */
  brandName?: string;
}

interface MotionFrames {
  /** Seconds, the final hold included. */
  duration: number;
  /** The SVG of the moment `seconds` after the start (same viewBox as the master). */
  frameAt(seconds: number): string;
}

const format = (value: number) => String(Math.round(value * 1000) / 1000);

function centreOf(box: Box): [number, number] {
  return [(box.x1 + box.x2) / 2, (box.y1 + box.y2) / 2];
}

/** A box moved by `dx, dy` and scaled by `scale` about `centre`, as an item's transform moves it. */
function movedBox(box: Box, [cx, cy]: [number, number], dx: number, dy: number, scale: number): Box {
  const x = (value: number) => cx + dx + (value - cx) * scale;
  const y = (value: number) => cy + dy + (value - cy) * scale;
  const [x1, x2] = [x(box.x1), x(box.x2)].sort((a, b) => a - b) as [number, number];
  const [y1, y2] = [y(box.y1), y(box.y2)].sort((a, b) => a - b) as [number, number];
  return { x1, y1, x2, y2 };
}

/** The outline traced over a piece while it is drawn on: its path in canvas units, dashed. */
function outlineMarkup(item: SceneItem, drawn: number, opacity: number, width: number): string {
  if (opacity <= 0.001) return "";
  return item.pieces
    .map((piece) => {
      if (!piece.contours || piece.contours.length === 0) return "";
      const colour = piece.paint.fill ?? piece.paint.stroke;
      if (!colour) return "";
      const stroke = `rgb(${Math.round(colour.r)},${Math.round(colour.g)},${Math.round(colour.b)})`;
      const own = piece.paint.fill ? width : piece.paint.strokeWidth;
      // One path per contour, each traced from its start: every stroke of the shape draws at once.
      return piece.contours
        .map(
          (contour) =>
            `<path d="${contoursPathData([contour])}" fill="none" stroke="${stroke}" stroke-width="${format(own)}" ` +
            `stroke-linecap="round" stroke-linejoin="round" pathLength="1000" ` +
            `stroke-dasharray="${format(drawn * 1000)} 1000" opacity="${format(opacity)}"/>`,
        )
        .join("");
    })
    .join("");
}

/** One item at a moment, or its markup alone when it is at rest. */
function itemAt(
  item: SceneItem,
  animation: ItemAnimation,
  scene: MotionScene,
  seconds: number,
  clipId: string,
): string {
  const [opacity = 1] = sampleTrack(animation.opacity, seconds);
  const [dx = 0, dy = 0, scale = 1] = sampleTrack(animation.motion, seconds);
  const [revealed = 1] = animation.reveal ? sampleTrack(animation.reveal, seconds) : [1];
  const [drawn = 1, outline = 0] = animation.draw ? sampleTrack(animation.draw, seconds) : [1, 0];
  const lineWidth = 0.003 * (scene.canvas.width + scene.canvas.height);
  const centre = centreOf(boxInMaster(scene, animation.origin === "own" ? item.box : item.partBox));
  const reach = lineWidth / 2;
  const { x1, y1, x2, y2 } = boxInMaster(scene, item.box);
  const drawnBox = { x1: x1 - reach, y1: y1 - reach, x2: x2 + reach, y2: y2 + reach };
  // An item wholly off the canvas at this moment is left out (see meetsView).
  if (!meetsView(movedBox(drawnBox, centre, dx, dy, scale), scene.canvas)) return "";
  const trace = outlinesInMaster(scene, outlineMarkup(item, drawn, outline, lineWidth));
  if (opacity <= 0.001 && !trace) return "";
  let content = opacity >= 0.999 ? item.markup : `<g opacity="${format(opacity)}">${item.markup}</g>`;
  if (opacity <= 0.001) content = "";
  content += trace;
  if (revealed < 0.999) {
    if (revealed <= 0.001) return "";
    const margin = 0.02 * scene.canvas.width;
    const box = boxInMaster(scene, revealedBox(item.partBox, revealed, scene.direction === "rtl", margin));
    content =
      `<clipPath id="${clipId}"><rect x="${format(box.x1)}" y="${format(box.y1)}" width="${format(box.x2 - box.x1)}" ` +
      `height="${format(box.y2 - box.y1)}"/></clipPath><g clip-path="url(#${clipId})">${content}</g>`;
  }
  if (Math.abs(dx) > 1e-4 || Math.abs(dy) > 1e-4 || Math.abs(scale - 1) > 1e-4) {
    const [cx, cy] = centre;
    content = `<g transform="translate(${format(cx + dx)} ${format(cy + dy)}) scale(${format(scale)}) translate(${format(-cx)} ${format(-cy)})">${content}</g>`;
  }
  return content;
}

export function sceneTimeline(master: string, style: MotionStyle, options: MotionOptions = {}) {
  const scene = readScene(master, readingDirection(options.brandName));
  return { scene, timeline: buildTimeline(scene, style) };
}

function frameOf(master: string, scene: MotionScene, timeline: Timeline, seconds: number): string {
  if (seconds >= timeline.settled) return master;
  const body = scene.slots
    .map((slot, index) => {
      if (slot.kind === "static") return slot.markup;
      const animation = timeline.animations.get(slot.item);
      if (!animation) return "";
      return itemAt(slot.item, animation, scene, seconds, `motion-reveal-${index}`);
    })
    .join("");
  return `${scene.rootOpen}${body}</svg>`;
}

/** The master read once for `style`: frames at any moment, as fast as strings are written. */
export function motionFrames(master: string, style: MotionStyle, options: MotionOptions = {}): MotionFrames {
  const { scene, timeline } = sceneTimeline(master, style, options);
  return { duration: timeline.duration, frameAt: (seconds) => frameOf(master, scene, timeline, seconds) };
}
