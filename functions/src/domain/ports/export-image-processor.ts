/**
 * The seam between the export pipeline and whatever makes the export files: local rendering and
 * image processing by default (resvg, sharp, our own background removal), Replicate's models for
 * raster logos when REPLICATE_API_TOKEN is set. The pipeline never knows which.
 */
import type { ExportFile } from "../../contract";

/** The resource types the pipeline produces (the original is copied, not made). */
export type ProducedResourceType = Exclude<ExportFile, { madeBy: "copied" }>["id"];

/** The files an image processor makes: every produced type but the brand kit (providers/brand-kit). */
export type ImageResourceType = Extract<ExportFile, { madeBy: "image-processor" }>["id"];

/** What an export is made from: the vector master when the logo has one, else its pixels. */
export type ExportSource =
  | { kind: "vector"; svg: string; brandName: string }
  | { kind: "raster"; image: Buffer; brandName: string };

export interface ProducedFile {
  bytes: Buffer;
  contentType: string;
  /** Without the dot: png, svg. */
  extension: string;
  width: number;
  height: number;
}

export interface ProduceOptions {
  /** Epoch milliseconds by which the file must be made; providers give up (and fall back) before it. */
  deadline: number;
}

export interface ExportImageProcessor {
  readonly name: string;
  /** The resource types this source gets (the vector master only for vector sources). */
  resourceTypes(source: ExportSource): ImageResourceType[];
  produce(type: ImageResourceType, source: ExportSource, options: ProduceOptions): Promise<ProducedFile>;
}
