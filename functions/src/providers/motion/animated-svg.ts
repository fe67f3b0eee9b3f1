/**
 * The animation as one SVG for the web: CSS @keyframes per item (and letter), from the same
 * tracks as frameSvg. Each element's own state (what shows with no animation: a renderer that
 * ignores CSS animations, a reader who asked for reduced motion) is the still logo, and the
 * keyframes carry the movement; fill-mode both holds the first frame before and the last after.
 * No scripts.
 */
import type { MotionStyle } from "../../contract";
import { TILE_HEIGHT, TILE_WIDTH, tileMarkup } from "../graphics/burn-watermark";
import { type MotionOptions, sceneTimeline } from "./frame-svg";
import { boxInMaster, type MotionScene, outlinesInMaster, type SceneItem } from "./motion-scene";
import { type ItemAnimation, revealedBox } from "./timeline";
import type { Track } from "./tracks";
import { contoursPathData } from "./vector-pieces";

interface AnimatedSvgOptions extends MotionOptions {
  /** Lays the product-name watermark over the whole canvas (previews before purchase). */
  watermark?: boolean;
}

const format = (value: number) => String(Math.round(value * 1000) / 1000);

/** A track as CSS keyframes; `declare` writes a value's declarations. */
function keyframes(
  name: string,
  track: Track,
  duration: number,
  declare: (value: readonly number[]) => string,
): string {
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last) return "";
  const frames: string[] = [];
  const at = (t: number) => `${format(Math.min(100, (t / duration) * 100))}%`;
  if (first.t > 0) frames.push(`0%{${declare(first.v)}}`);
  for (const key of track) {
    const timing = key.ease === "hold" ? "steps(1,end)" : `cubic-bezier(${key.ease.map(format).join(",")})`;
    frames.push(`${at(key.t)}{${declare(key.v)};animation-timing-function:${timing}}`);
  }
  if (last.t < duration) frames.push(`100%{${declare(last.v)}}`);
  return `@keyframes ${name}{${frames.join("")}}`;
}

interface Written {
  css: string[];
  markup: string;
}

function writeItem(
  item: SceneItem,
  animation: ItemAnimation,
  index: number,
  scene: MotionScene,
  duration: number,
): Written {
  const { canvas } = scene;
  const rtl = scene.direction === "rtl";
  const css: string[] = [];
  const animate = (name: string, track: Track | null, declare: (value: readonly number[]) => string) => {
    if (!track || track.length <= 1) return "";
    css.push(
      keyframes(name, track, duration, declare),
      `.${name}{animation:${name} ${format(duration)}s linear both}`,
    );
    return name;
  };
  const prefix = `m${index}`;
  const box = boxInMaster(scene, animation.origin === "own" ? item.box : item.partBox);
  const [cx, cy] = [(box.x1 + box.x2) / 2, (box.y1 + box.y2) / 2];
  const opacity = animate(`${prefix}o`, animation.opacity, ([o = 1]) => `opacity:${format(o)}`);
  const still = animation.opacity[0]?.v[0] ?? 1;
  // An item that never shows itself (a guide: only its outline is seen) has no content at rest.
  let content = opacity ? `<g class="${opacity}">${item.markup}</g>` : still > 0.001 ? item.markup : "";

  if (animation.draw) {
    const width = 0.003 * (canvas.width + canvas.height);
    const dash = animate(
      `${prefix}d`,
      animation.draw,
      ([drawn = 1]) => `stroke-dasharray:${format(drawn * 1000)} 1000`,
    );
    const fade = animate(`${prefix}f`, animation.draw, ([, shown = 0]) => `opacity:${format(shown)}`);
    const classes = [dash, fade].filter(Boolean).join(" ");
    let outlines = "";
    for (const piece of item.pieces) {
      const ink = piece.paint.fill ?? piece.paint.stroke;
      if (!piece.contours || !ink) continue;
      const stroke = `rgb(${Math.round(ink.r)},${Math.round(ink.g)},${Math.round(ink.b)})`;
      const own = piece.paint.fill ? width : piece.paint.strokeWidth;
      for (const contour of piece.contours) {
        // At rest the outline is gone (opacity 0): only its keyframes show it.
        outlines +=
          `<path class="${classes}" d="${contoursPathData([contour])}" fill="none" stroke="${stroke}" ` +
          `stroke-width="${format(own)}" stroke-linecap="round" stroke-linejoin="round" pathLength="1000" ` +
          `stroke-dasharray="1000 1000" opacity="0"/>`;
      }
    }
    content += outlinesInMaster(scene, outlines);
  }

  if (animation.reveal) {
    const margin = 0.02 * canvas.width;
    const full = boxInMaster(scene, revealedBox(item.partBox, 1, rtl, margin));
    const edge = rtl ? full.x2 : full.x1;
    const reveal = animate(
      `${prefix}r`,
      animation.reveal,
      ([share = 1]) =>
        `transform:translate(${format(edge)}px,0) scaleX(${format(Math.max(0.0001, share))}) translate(${format(-edge)}px,0)`,
    );
    const clip = `${prefix}c`;
    content =
      `<clipPath id="${clip}"><rect class="${reveal}" x="${format(full.x1)}" y="${format(full.y1)}" ` +
      `width="${format(full.x2 - full.x1)}" height="${format(full.y2 - full.y1)}"/></clipPath>` +
      `<g clip-path="url(#${clip})">${content}</g>`;
  }

  const motion = animate(
    `${prefix}m`,
    animation.motion,
    ([dx = 0, dy = 0, scale = 1]) =>
      `transform:translate(${format(cx + dx)}px,${format(cy + dy)}px) scale(${format(scale)}) translate(${format(-cx)}px,${format(-cy)}px)`,
  );
  if (motion) content = `<g class="${motion}">${content}</g>`;
  return { css, markup: content };
}

function watermarkLayer(canvas: { x: number; y: number; width: number; height: number }): string {
  return (
    `<defs><pattern id="motion-watermark" width="${TILE_WIDTH}" height="${TILE_HEIGHT}" patternUnits="userSpaceOnUse">` +
    `${tileMarkup()}</pattern></defs><rect x="${canvas.x}" y="${canvas.y}" width="${canvas.width}" ` +
    `height="${canvas.height}" fill="url(#motion-watermark)"/>`
  );
}

export function animatedSvg(master: string, style: MotionStyle, options: AnimatedSvgOptions = {}): string {
  return animatedLogo(master, style, options).svg;
}

/** The animated SVG and how long it plays (hold included), from one reading of the master. */
export function animatedLogo(
  master: string,
  style: MotionStyle,
  options: AnimatedSvgOptions = {},
): { svg: string; duration: number } {
  const { scene, timeline } = sceneTimeline(master, style, options);
  const css: string[] = [];
  const body = scene.slots
    .map((slot, index) => {
      if (slot.kind === "static") return slot.markup;
      const animation = timeline.animations.get(slot.item);
      if (!animation) return "";
      const written = writeItem(slot.item, animation, index, scene, timeline.duration);
      css.push(...written.css);
      return written.markup;
    })
    .join("");
  const reduced = "@media (prefers-reduced-motion: reduce){*{animation:none!important}}";
  const sheet = `<style>${css.join("")}${reduced}</style>`;
  const watermark = options.watermark ? watermarkLayer(scene.canvas) : "";
  return { svg: `${scene.rootOpen}${sheet}${body}${watermark}</svg>`, duration: timeline.duration };
}
