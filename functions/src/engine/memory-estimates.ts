import type { PathCommand } from "./path-geometry";

/**
 * What the engine's cached values cost on the V8 heap, for the caches bounded by bytes. Measured
 * on Node 20 (64-bit, no pointer compression) by filling the heap with a few hundred thousand of
 * each and reading heapUsed after a collection: a command is about 42 bytes with no coordinates
 * and 24 more per coordinate (its field and the boxed number it points to), with the slot of the
 * array holding it. Coordinates that happen to be small integers are not boxed, so glyph outlines
 * in font units cost a little less than this says; erring high keeps the bound a bound.
 */
const COMMAND_BYTES = 42;
const COORDINATE_BYTES = 24;
/** An object's header, for the small records (a placed glyph, a box) beside the commands. */
export const OBJECT_BYTES = 32;
/** A field of an object: its slot and, for a number that is not a small integer, its box. */
export const FIELD_BYTES = 24;

function coordinates(command: PathCommand): number {
  switch (command.type) {
    case "Z":
      return 0;
    case "M":
    case "L":
      return 2;
    case "Q":
      return 4;
    case "C":
      return 6;
  }
}

export function pathCommandsBytes(commands: readonly PathCommand[]): number {
  let bytes = OBJECT_BYTES;
  for (const command of commands) bytes += COMMAND_BYTES + COORDINATE_BYTES * coordinates(command);
  return bytes;
}

/** A string's characters as V8 may hold them (two bytes each once any is outside Latin-1). */
export function stringBytes(text: string): number {
  return OBJECT_BYTES + text.length * 2;
}
