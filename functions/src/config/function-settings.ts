/**
 * How the three functions run in production, chosen from measurements; the README's "Production"
 * section shows the figures behind each number and which knob to turn when a project outgrows
 * them. The Functions emulator ignores cpu, concurrency and instance limits (one worker per
 * concurrent call), so these matter only once deployed.
 */

/**
 * The API: mostly light calls (quota, library, payments: about 10 ms of CPU waiting on Firestore)
 * and generations (about 0.2 s of CPU for six logos). Eight calls share one vCPU, so a burst of
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
 * Both export triggers run one export's stage per instance: more exports at once means more
 * instances, never a slower export. The timeout is above the pipeline's own budget (420 s), so a
 * run settles before the platform stops it.
 */
const ONE_RUN_PER_INSTANCE = {
  concurrency: 1,
  minInstances: 0,
  maxInstances: 80,
  timeoutSeconds: 540,
} as const;

/**
 * The export files trigger: about 0.3 s of CPU per export in a warm instance (two 4096 px files,
 * each drawn only where its artwork is, and their PNGs), and a run peaks under 500 MB: one vCPU
 * and 1 GiB.
 */
export const EXPORT_FILES_TRIGGER_SETTINGS = { memory: "1GiB", cpu: 1, ...ONE_RUN_PER_INSTANCE } as const;

/**
 * The brand kit trigger: about 2 s of CPU-bound image work per kit in a warm instance, 40% of
 * it the 1600 px scenes (their parts that are the same for every logo come drawn in the build's
 * layer pack and are kept), which the kit draws two and three at a time; a new instance's first
 * kit costs about 2 s more (modules, fonts, the first logo's scenes). Two vCPU make a kit in about
 * 1.25 s instead of 2.15 s on one, for about a tenth more per kit (a fifth more vCPU-seconds, fewer
 * GiB-seconds), and the buyer waits 40% less. 2 GiB to itself (a run peaks under 1 GB, about 100 MB of it the
 * kept scene layers); 80 instances make about 60 kits a second.
 */
export const BRAND_KIT_TRIGGER_SETTINGS = { memory: "2GiB", cpu: 2, ...ONE_RUN_PER_INSTANCE } as const;
