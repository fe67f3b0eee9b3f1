/**
 * How the two functions run in production, chosen from measurements; the README's "Production"
 * section shows the figures behind each number and which knob to turn when a project outgrows
 * them. The Functions emulator ignores cpu, concurrency and instance limits (one worker per
 * concurrent call), so these matter only once deployed.
 */

/**
 * The API: mostly light calls (quota, library, payments: a few ms of CPU waiting on Firestore)
 * and generations (about 0.3 s of CPU for six logos). Eight calls share one vCPU, so a burst of
 * generations waits at most a few seconds for CPU while light calls stay fast; 1 GiB holds the
 * design engine and eight renders at once.
 */
export const API_SETTINGS = {
  memory: "1GiB",
  cpu: 1,
  concurrency: 8,
  minInstances: 0,
  maxInstances: 40,
  timeoutSeconds: 300,
} as const;

/**
 * The export trigger: seconds of CPU-bound image work on 4096 px canvases per export. One export
 * per instance, with the whole vCPU and 2 GiB to itself; more exports at once means more
 * instances, never a slower export.
 */
export const EXPORT_TRIGGER_SETTINGS = {
  memory: "2GiB",
  cpu: 1,
  concurrency: 1,
  minInstances: 0,
  maxInstances: 60,
  /** Above the pipeline's own budget (420 s), so a run settles before the platform stops it. */
  timeoutSeconds: 540,
} as const;
