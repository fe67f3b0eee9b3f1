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
  | "measure"
  | "designScore";

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
  // A logo's score and the free-remake check measure its drawing (tens of ms the first time, then
  // kept); /logo-designs asks once per logo shown, so this allows a long page and stops a loop.
  measure: { max: 240, windowSeconds: 60 },
  // The editor's score draws and measures the unsaved design on every call (a few hundred ms of
  // CPU, nothing kept): it asks after a pause in editing, a few times a minute for a person.
  designScore: { max: 30, windowSeconds: 60 },
};
