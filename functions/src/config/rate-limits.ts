/**
 * Per-user request limits, all in one place. They hold across instances because they
 * are counted in Firestore, not in memory. Generous for a person clicking, tight for a script:
 * credits already bound what a user can spend, these bound how fast anyone can load the servers.
 */
export type RateLimitedAction =
  | "generate"
  | "upload"
  | "export"
  | "exportDownload"
  | "payment"
  | "designPreview"
  | "customize"
  | "stationery"
  | "mockups"
  | "motion"
  | "motionRebuild"
  | "measure"
  | "designScore"
  | "designOptions"
  | "designIcons"
  | "designFonts"
  | "work"
  | "read"
  | "delete";

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export type RateLimits = Record<RateLimitedAction, RateLimit>;

export const RATE_LIMITS: RateLimits = {
  // A generation is one request however many logos it asks for; 30 a minute is far above any
  // person (each takes a few seconds) yet stops a loop from filling every instance.
  generate: { max: 30, windowSeconds: 60 },
  upload: { max: 20, windowSeconds: 600 },
  // Creating an export, 'Try again' and 'Download all (.zip)': each starts heavy work.
  export: { max: 20, windowSeconds: 60 },
  // One file or thumbnail at a time: the export pages fetch a thumbnail per file (7 or so per
  // export, more on the list), so this is counted apart from the heavy calls above.
  exportDownload: { max: 240, windowSeconds: 60 },
  payment: { max: 10, windowSeconds: 600 },
  // The editor asks for a preview once typing pauses (about 5 a second at most while someone
  // drags a colour); 300 a minute keeps a person live and a loop at a few renders a second.
  designPreview: { max: 300, windowSeconds: 60 },
  // Saving a customized logo stores three files but costs no credit.
  customize: { max: 30, windowSeconds: 60 },
  // Rebuilding the stationery draws six files (about a second of CPU): a person saves the form a
  // few times; a loop would keep an instance busy.
  stationery: { max: 20, windowSeconds: 60 },
  // 'See it in use' draws eight scenes per call; the editor asks again after each change.
  mockups: { max: 60, windowSeconds: 60 },
  // 'Play' animates one logo per call (a few hundred ms the first time, then kept); a page of
  // designs and a few style changes each is well inside it.
  motion: { max: 120, windowSeconds: 60 },
  // Changing the kit's animation style makes the whole brand kit again in the triggers (some ten
  // seconds of CPU); an owner tries a few styles, a loop is stopped here.
  motionRebuild: { max: 10, windowSeconds: 3600 },
  // A logo's score and the free-remake check measure its drawing (tens of ms the first time, then
  // kept); /logo-designs asks once per logo shown, so this allows a long page and stops a loop.
  measure: { max: 240, windowSeconds: 60 },
  // The editor's score draws and measures the unsaved design on every call (a few hundred ms of
  // CPU, nothing kept): it asks after a pause in editing, a few times a minute for a person.
  designScore: { max: 30, windowSeconds: 60 },
  // The editor's registries: asked once when it opens (the browser keeps them an hour).
  designOptions: { max: 30, windowSeconds: 60 },
  // Icon search as the user types (after a pause): a few a second at most for a person.
  designIcons: { max: 120, windowSeconds: 60 },
  // Which fonts can set the name: asked when the name changes in the editor.
  designFonts: { max: 60, windowSeconds: 60 },
  // Not a request count: the milliseconds of CPU an account's costly work may take in a minute,
  // charged by WORK_COST below (drawing scenes, stationery, thumbnails, uploads, exports). A
  // person opening 'See it in use', saving stationery and browsing an export's files uses a few
  // seconds to ten (a first export page draws a render of each file and its scenes). A loop stops
  // at twelve, whatever mix of calls it makes; a minute that straddles two windows can hold two
  // budgets, which the estimates' margin keeps under 20 CPU-s of real work (npm run bench -- flood).
  work: { max: 12_000, windowSeconds: 60 },
  // Lists, a logo's design, an export's page, the quota: a page asks a handful at once. Counted in
  // the instance's memory, not Firestore, so the limit costs less than the read it guards.
  read: { max: 600, windowSeconds: 60 },
  // Deleting a logo or a project removes its files too.
  delete: { max: 60, windowSeconds: 60 },
};

/**
 * What each costly call is charged against the account's `work` budget, in CPU milliseconds,
 * from `npm run bench -- mockups` and `-- flood` (2 cores). Work served from a cache costs almost
 * nothing, so it is charged almost nothing: the budget follows what a call costs, not how many.
 */
export const WORK_COST = {
  /** Eight 'See it in use' scenes drawn small with the watermark. */
  previewScenes: 1_200,
  /** Eight scenes drawn at the export page's size, without the watermark. */
  exportScenes: 2_000,
  /** Scenes served from the cache: the owner check and the answer. */
  cachedScenes: 20,
  /** One logo animated as an SVG ('Play' or the export page's player). */
  animation: 300,
  /** An animation served from the cache. */
  cachedAnimation: 10,
  /** The six stationery files of an export, drawn again. */
  stationery: 1_500,
  /** A file's first thumbnail: its stored render is drawn from the file once. */
  thumbnailRender: 400,
  /** A thumbnail resized from the stored render. */
  thumbnail: 20,
  /** An upload decoded, checked and drawn as PNG. */
  upload: 600,
  /** An export's request (its files and kit are drawn by the triggers, paid by a credit). */
  export: 300,
  /** 'Download all': the zip of an export's files. */
  exportArchive: 800,
  /** The editor's font check: the name set in twenty-odd fonts. */
  designFonts: 60,
} as const satisfies Record<string, number>;

export type WorkKind = keyof typeof WORK_COST;

/**
 * One API instance's cap on costly work, whoever asks: the CPU milliseconds its accounts' costly
 * calls may take together in a minute. An instance has one vCPU (60,000 ms a minute), so this
 * leaves a third of it for generation and page loads however many accounts draw at once.
 */
export const INSTANCE_WORK_CAP: RateLimit = { max: 40_000, windowSeconds: 60 };
