import { readFileSync } from "node:fs";
import { ByteLruCache, cachedIn } from "../byte-lru-cache";
import { pathCommandsBytes } from "../memory-estimates";
import { packageFile } from "../package-files";
import type { PathCommand } from "../path-geometry";

/**
 * HarfBuzz (the shaping engine browsers and operating systems use) from harfbuzzjs's WebAssembly
 * build, bound synchronously. harfbuzzjs's own wrapper is an ES module that awaits the WebAssembly
 * at load time, which a CommonJS function cannot import synchronously; the engine sets text in
 * synchronous code everywhere, so we instantiate the same .wasm ourselves and call the C API.
 */

/** The few WebAssembly APIs we use (the functions' TypeScript lib has no DOM or wasm types). */
interface WasmMemory {
  buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmTable {
  grow(count: number): number;
  set(index: number, value: unknown): void;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface HarfBuzzExports {
  memory: WasmMemory;
  __indirect_function_table: WasmTable;
  __wasm_call_ctors(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_get_upem(face: number): number;
  hb_font_create(face: number): number;
  hb_font_get_nominal_glyph(font: number, unicode: number, glyphPtr: number): number;
  hb_font_get_h_extents(font: number, extentsPtr: number): number;
  hb_ot_metrics_get_position(font: number, tag: number, positionPtr: number): number;
  hb_font_draw_glyph(font: number, glyph: number, drawFuncs: number, drawData: number): void;
  hb_draw_funcs_create(): number;
  hb_draw_funcs_set_move_to_func(funcs: number, fn: number, userData: number, destroy: number): void;
  hb_draw_funcs_set_line_to_func(funcs: number, fn: number, userData: number, destroy: number): void;
  hb_draw_funcs_set_quadratic_to_func(funcs: number, fn: number, userData: number, destroy: number): void;
  hb_draw_funcs_set_cubic_to_func(funcs: number, fn: number, userData: number, destroy: number): void;
  hb_draw_funcs_set_close_path_func(funcs: number, fn: number, userData: number, destroy: number): void;
  hb_buffer_create(): number;
  hb_buffer_destroy(buffer: number): void;
  hb_buffer_add_utf16(
    buffer: number,
    text: number,
    textLength: number,
    itemOffset: number,
    itemLength: number,
  ): void;
  hb_buffer_guess_segment_properties(buffer: number): void;
  hb_buffer_set_direction(buffer: number, direction: number): void;
  hb_buffer_get_length(buffer: number): number;
  hb_buffer_get_glyph_infos(buffer: number, lengthPtr: number): number;
  hb_buffer_get_glyph_positions(buffer: number, lengthPtr: number): number;
  hb_shape(font: number, buffer: number, features: number, featureCount: number): void;
}

const DIRECTION_LTR = 4;
const DIRECTION_RTL = 5;
const MEMORY_MODE_READONLY = 1;
/** hb_glyph_info_t and hb_glyph_position_t are both five 32-bit fields. */
const RECORD_BYTES = 20;

function tag(name: string): number {
  return (
    ((name.charCodeAt(0) << 24) |
      (name.charCodeAt(1) << 16) |
      (name.charCodeAt(2) << 8) |
      name.charCodeAt(3)) >>>
    0
  );
}

/**
 * A JS function callable from C through the module's function table. WebAssembly tables only hold
 * WebAssembly functions, so each callback is wrapped in a one-import module of the right type
 * (the technique Emscripten's own addFunction uses).
 */
function wasmFunction(fn: (...args: number[]) => void, params: string): unknown {
  const code: Record<string, number> = { i: 0x7f, f: 0x7d };
  const types = Array.from(params, (p) => code[p] as number);
  const typeSection = [0x01, 0x60, types.length, ...types, 0x00];
  const bytes = Uint8Array.of(
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    0x01,
    typeSection.length,
    ...typeSection,
    0x02,
    0x07,
    0x01,
    0x01,
    0x65,
    0x01,
    0x66,
    0x00,
    0x00,
    0x07,
    0x05,
    0x01,
    0x01,
    0x66,
    0x00,
    0x00,
  );
  const instance = new wasm.Instance(new wasm.Module(bytes), { e: { f: fn } });
  return instance.exports.f;
}

let runtime: HarfBuzzRuntime | undefined;

class HarfBuzzRuntime {
  readonly hb: HarfBuzzExports;
  private readonly drawFuncs: number;
  private drawing: PathCommand[] = [];

  constructor() {
    const module = new wasm.Module(readFileSync(packageFile("harfbuzzjs", "dist", "harfbuzz.wasm")));
    let memory: WasmMemory | undefined;
    const env = {
      _abort_js: () => {
        throw new Error("HarfBuzz aborted");
      },
      _emscripten_runtime_keepalive_clear: () => undefined,
      _setitimer_js: () => 0,
      proc_exit: (code: number) => {
        throw new Error(`HarfBuzz exited with ${code}`);
      },
      emscripten_resize_heap: (requested: number) => {
        if (!memory) return 0;
        const pages = Math.ceil((requested - memory.buffer.byteLength) / 65536);
        try {
          memory.grow(Math.max(pages, 1));
          return 1;
        } catch {
          return 0;
        }
      },
    };
    const instance = new wasm.Instance(module, { env, wasi_snapshot_preview1: env });
    this.hb = instance.exports as unknown as HarfBuzzExports;
    memory = this.hb.memory;
    this.hb.__wasm_call_ctors();
    this.drawFuncs = this.createDrawFuncs();
  }

  private addFunction(fn: (...args: number[]) => void, params: string): number {
    const table = this.hb.__indirect_function_table;
    const index = table.grow(1);
    table.set(index, wasmFunction(fn, params));
    return index;
  }

  private createDrawFuncs(): number {
    const { hb } = this;
    const funcs = hb.hb_draw_funcs_create();
    // Callbacks: (funcs, drawData, drawState, ...coordinates, userData).
    const moveTo = this.addFunction(
      (_f, _d, _s, x, y) => this.drawing.push({ type: "M", x: x ?? 0, y: y ?? 0 }),
      "iiiffi",
    );
    const lineTo = this.addFunction(
      (_f, _d, _s, x, y) => this.drawing.push({ type: "L", x: x ?? 0, y: y ?? 0 }),
      "iiiffi",
    );
    const quadTo = this.addFunction(
      (_f, _d, _s, x1, y1, x, y) =>
        this.drawing.push({ type: "Q", x1: x1 ?? 0, y1: y1 ?? 0, x: x ?? 0, y: y ?? 0 }),
      "iiiffffi",
    );
    const cubicTo = this.addFunction(
      (_f, _d, _s, x1, y1, x2, y2, x, y) =>
        this.drawing.push({
          type: "C",
          x1: x1 ?? 0,
          y1: y1 ?? 0,
          x2: x2 ?? 0,
          y2: y2 ?? 0,
          x: x ?? 0,
          y: y ?? 0,
        }),
      "iiiffffffi",
    );
    const close = this.addFunction(() => this.drawing.push({ type: "Z" }), "iiii");
    hb.hb_draw_funcs_set_move_to_func(funcs, moveTo, 0, 0);
    hb.hb_draw_funcs_set_line_to_func(funcs, lineTo, 0, 0);
    hb.hb_draw_funcs_set_quadratic_to_func(funcs, quadTo, 0, 0);
    hb.hb_draw_funcs_set_cubic_to_func(funcs, cubicTo, 0, 0);
    hb.hb_draw_funcs_set_close_path_func(funcs, close, 0, 0);
    return funcs;
  }

  draw(font: number, glyph: number): PathCommand[] {
    this.drawing = [];
    this.hb.hb_font_draw_glyph(font, glyph, this.drawFuncs, 0);
    const outline = this.drawing;
    this.drawing = [];
    return outline;
  }

  heap(): DataView {
    return new DataView(this.hb.memory.buffer);
  }
}

function harfBuzz(): HarfBuzzRuntime {
  runtime ??= new HarfBuzzRuntime();
  return runtime;
}

/**
 * The WebAssembly heap's size. It never shrinks, so it must stop growing once the fonts are in:
 * every buffer and scratch block a call takes is given back before it returns.
 * @visibleForTesting
 */
export function shapingHeapBytes(): number {
  return harfBuzz().hb.memory.buffer.byteLength;
}

/**
 * Glyph outlines drawn so far, of every font, by bytes. A Latin face's whole alphabet is about
 * 100 KB, but a CJK face has 20,000 glyphs of about 7 KB each, and every distinct Chinese name
 * brings new ones: kept forever they grew an API worker with each name it was asked to set. 24 MB
 * holds some 3,000 hanzi, the common characters of Chinese names in the faces they are tried in,
 * and every Latin outline besides; a glyph pushed out is drawn again in microseconds.
 */
const OUTLINES_BUDGET_BYTES = 24 * 1024 * 1024;
const outlines = new ByteLruCache<number, PathCommand[]>(OUTLINES_BUDGET_BYTES, pathCommandsBytes);
/** OpenType glyph ids are 16-bit, so a font's serial times 65536 plus the id names a glyph. */
const GLYPHS_PER_FONT = 0x10000;
let fontsLoaded = 0;

/**
 * What the outline cache holds now, for tests that check it stays within its budget.
 * @visibleForTesting
 */
export function outlineCacheStats(): { bytes: number; maxBytes: number; entries: number } {
  return { bytes: outlines.bytes, maxBytes: outlines.maxBytes, entries: outlines.size };
}

export interface ShapedGlyph {
  glyphId: number;
  /** UTF-16 index, in the whole string handed to `shape`, of the first character this glyph draws. */
  cluster: number;
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  /** Positive below the baseline. */
  descender: number;
  capHeight: number | undefined;
  xHeight: number | undefined;
}

/**
 * One font file loaded into HarfBuzz. Its bytes are copied into the WebAssembly heap once and
 * kept for the life of the process (fonts are loaded once per family and weight by the type
 * library, so their number is bounded by what we ship).
 */
export class ShapingFont {
  private readonly font: number;
  private readonly firstGlyphKey: number;
  readonly metrics: FontMetrics;

  constructor(bytes: Uint8Array) {
    const { hb } = harfBuzz();
    const data = hb.malloc(bytes.byteLength);
    new Uint8Array(hb.memory.buffer, data, bytes.byteLength).set(bytes);
    const blob = hb.hb_blob_create(data, bytes.byteLength, MEMORY_MODE_READONLY, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    this.font = hb.hb_font_create(face);
    this.metrics = this.readMetrics(hb.hb_face_get_upem(face));
    // The font holds its own references to the face and the face to the blob: ours are dropped,
    // so the font is the one owner of what it reads.
    hb.hb_face_destroy(face);
    hb.hb_blob_destroy(blob);
    this.firstGlyphKey = fontsLoaded++ * GLYPHS_PER_FONT;
  }

  private readMetrics(unitsPerEm: number): FontMetrics {
    const runtime = harfBuzz();
    const { hb } = runtime;
    const scratch = hb.malloc(48);
    try {
      hb.hb_font_get_h_extents(this.font, scratch);
      let view = runtime.heap();
      const ascender = view.getInt32(scratch, true);
      const descender = -view.getInt32(scratch + 4, true);
      const position = (name: string) => {
        if (!hb.hb_ot_metrics_get_position(this.font, tag(name), scratch)) return undefined;
        view = runtime.heap();
        const value = view.getInt32(scratch, true);
        return value > 0 ? value : undefined;
      };
      return { unitsPerEm, ascender, descender, capHeight: position("cpht"), xHeight: position("xhgt") };
    } finally {
      hb.free(scratch);
    }
  }

  /** The font's own glyph for a code point, 0 (.notdef) when it has none. */
  glyphFor(codePoint: number): number {
    const runtime = harfBuzz();
    const { hb } = runtime;
    const scratch = hb.malloc(4);
    try {
      if (!hb.hb_font_get_nominal_glyph(this.font, codePoint, scratch)) return 0;
      return runtime.heap().getUint32(scratch, true);
    } finally {
      hb.free(scratch);
    }
  }

  /**
   * Shapes `text.slice(start, start + length)` with the rest of `text` as context (so an Arabic
   * letter next to a run boundary still takes its joining form). Glyphs come back in visual
   * order, left to right, positions in font units.
   */
  shape(text: string, start: number, length: number, direction: "ltr" | "rtl"): ShapedGlyph[] {
    const runtime = harfBuzz();
    const { hb } = runtime;
    const units = text.length;
    const textPtr = hb.malloc(units * 2 + 2);
    const lengthPtr = hb.malloc(4);
    const buffer = hb.hb_buffer_create();
    try {
      const heap16 = new Uint16Array(hb.memory.buffer, textPtr, units);
      for (let i = 0; i < units; i++) heap16[i] = text.charCodeAt(i);
      hb.hb_buffer_add_utf16(buffer, textPtr, units, start, length);
      hb.hb_buffer_guess_segment_properties(buffer);
      hb.hb_buffer_set_direction(buffer, direction === "rtl" ? DIRECTION_RTL : DIRECTION_LTR);
      hb.hb_shape(this.font, buffer, 0, 0);
      const count = hb.hb_buffer_get_length(buffer);
      const infos = hb.hb_buffer_get_glyph_infos(buffer, lengthPtr);
      const positions = hb.hb_buffer_get_glyph_positions(buffer, lengthPtr);
      const view = runtime.heap();
      const glyphs: ShapedGlyph[] = [];
      for (let i = 0; i < count; i++) {
        const info = infos + i * RECORD_BYTES;
        const position = positions + i * RECORD_BYTES;
        glyphs.push({
          glyphId: view.getUint32(info, true),
          cluster: view.getUint32(info + 8, true),
          xAdvance: view.getInt32(position, true),
          yAdvance: view.getInt32(position + 4, true),
          xOffset: view.getInt32(position + 8, true),
          yOffset: view.getInt32(position + 12, true),
        });
      }
      return glyphs;
    } finally {
      hb.hb_buffer_destroy(buffer);
      hb.free(lengthPtr);
      hb.free(textPtr);
    }
  }

  /**
   * A glyph's outline in font units, y up, origin at the pen position. Shared with later calls
   * through the outline cache: read it, never change it.
   */
  outline(glyphId: number): PathCommand[] {
    return cachedIn(outlines, this.firstGlyphKey + glyphId, () => harfBuzz().draw(this.font, glyphId));
  }
}

export function loadShapingFont(path: string): ShapingFont {
  return new ShapingFont(readFileSync(path));
}
