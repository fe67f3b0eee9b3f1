/**
 * A stand-in for the logo's animation in tests and measurements: the master grows from 40 % and
 * fades in about its centre, then is the master itself from `duration` on, as the real animation
 * ends. Its background rect (when it has one) stays in place, as a frame of the real one may carry.
 */
import { prepareArtwork } from "../../../graphics/artwork";
import { groundedPart } from "../../../graphics/grounded-colours";
import { removeSvgBackground, svgCanvas } from "../../../graphics/svg-background";
import { svgDocument } from "../../../graphics/svg-tree";

import type { FrameSvg } from "../video-frames";

/** Where the drawing's content starts: after the root tag and its background rect, if any. */
function contentStart(svg: string): number {
  const stripped = removeSvgBackground(svg)?.svg;
  if (stripped) {
    const removed = svg.length - stripped.length;
    const rect = svg.indexOf("<rect");
    if (svg.slice(0, rect) + svg.slice(rect + removed) === stripped) return rect + removed;
  }
  const rootEnd = svg.indexOf(">", svg.indexOf("<svg"));
  return rootEnd + 1;
}

export function growingLogo(master: string, duration: number): FrameSvg {
  const canvas = svgCanvas(master);
  if (!canvas) throw new Error("The master has no canvas");
  const start = contentStart(master);
  const end = master.lastIndexOf("</svg>");
  const centreX = canvas.x + canvas.width / 2;
  const centreY = canvas.y + canvas.height / 2;
  return (time) => {
    if (time >= duration) return master;
    const progress = Math.max(0, time / duration);
    const eased = 1 - (1 - progress) ** 3;
    const scale = 0.4 + 0.6 * eased;
    const transform = `translate(${centreX} ${centreY}) scale(${scale.toFixed(4)}) translate(${-centreX} ${-centreY})`;
    const group = `<g transform="${transform}" opacity="${eased.toFixed(4)}">`;
    return `${master.slice(0, start)}${group}${master.slice(start, end)}</g>${master.slice(end)}`;
  };
}

/** The master as the kit draws it for a dark ground (its inks made to read on black), whole canvas. */
export async function darkGroundMaster(master: string): Promise<string> {
  const prepared = await prepareArtwork(master);
  return svgDocument(groundedPart(prepared, "logo", "dark").markup, prepared.parts.canvas);
}
