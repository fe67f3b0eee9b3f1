/**
 * At most N export runs at a time, where nothing else bounds them. In production the trigger's
 * instance limit does (an event with no free instance waits), so no slots are used there, nor on
 * the local stack, whose scripts cap the Functions emulator's parallel calls. An emulator started
 * without that cap has no limit at all: every concurrent event gets a worker process that loads
 * the image libraries and competes for the same few cores, so ten exports at once each ran ten
 * times slower and together took gigabytes.
 *
 * A run takes one of N slot documents before it loads anything heavy, and frees it when done;
 * a run that finds every slot taken waits in its (still light) worker and tries again. Nothing is
 * queued anywhere else, so nothing can be lost: the waiting run holds its export until it runs
 * it. A slot is leased, so a run whose worker died frees it when the lease ends. Slots are read
 * before any transaction is tried, and a transaction that meets contention counts as "not this
 * time": with many runs waiting, Firestore sees a few reads a second, never a pile of locks.
 */
import { type Firestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";

export const EXPORT_RUN_SLOTS = "exportRunSlots";

const SlotDocument = z.object({ runId: z.string(), leaseUntil: z.instanceof(Timestamp) });
type SlotDocument = z.infer<typeof SlotDocument>;

export interface RunSlots {
  db: Firestore;
  clock: () => Date;
  /** How many runs may be under way at once. */
  limit: number;
  /** How long a slot is held without its run freeing it (longer than one export takes). */
  leaseMs: number;
  /** How long a run waits for a slot before it runs anyway (an export is never held back for good). */
  maxWaitMs: number;
  /** Pause between tries while every slot is taken. */
  pollMs: number;
}

/** Whether a slot's document leaves it free at `now`: no run, or a run whose lease has ended. */
export function slotIsFree(data: unknown, now: Date): boolean {
  const slot = SlotDocument.safeParse(data);
  return !slot.success || slot.data.leaseUntil.toMillis() <= now.getTime();
}

function slotRef(db: Firestore, index: number) {
  return db.collection(EXPORT_RUN_SLOTS).doc(`slot-${index}`);
}

/** Claims slot `index` for `runId` if it is still free; false on any contention. */
async function tryClaim(slots: RunSlots, index: number, runId: string): Promise<boolean> {
  const ref = slotRef(slots.db, index);
  try {
    return await slots.db.runTransaction(
      async (transaction) => {
        const now = slots.clock();
        if (!slotIsFree((await transaction.get(ref)).data(), now)) return false;
        const claim: SlotDocument = {
          runId,
          leaseUntil: Timestamp.fromMillis(now.getTime() + slots.leaseMs),
        };
        transaction.set(ref, claim);
        return true;
      },
      { maxAttempts: 1 },
    );
  } catch {
    return false;
  }
}

/** A free slot's index, claimed for `runId`, or null when every slot was taken this time. */
async function claimFreeSlot(slots: RunSlots, runId: string): Promise<number | null> {
  const indexes = Array.from({ length: slots.limit }, (_, index) => index);
  const snapshots = await slots.db.getAll(...indexes.map((index) => slotRef(slots.db, index)));
  const now = slots.clock();
  const free = indexes.filter((index) => slotIsFree(snapshots[index]?.data(), now));
  // Waiting runs start from different free slots, so they rarely try the same one.
  for (const index of free.sort(() => Math.random() - 0.5)) {
    if (await tryClaim(slots, index, runId)) return index;
  }
  return null;
}

async function freeSlot(slots: RunSlots, index: number, runId: string): Promise<void> {
  const ref = slotRef(slots.db, index);
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      await slots.db.runTransaction(async (transaction) => {
        const slot = SlotDocument.safeParse((await transaction.get(ref)).data());
        if (slot.success && slot.data.runId === runId) transaction.delete(ref);
      });
      return;
    } catch (error) {
      if (attempt === 5) console.warn(`Export run slot ${index} stays taken until its lease ends`, error);
      await new Promise((wait) => setTimeout(wait, 100 * attempt));
    }
  }
}

export type SlotOutcome = "in-slot" | "waited-too-long";

/**
 * Runs `run` once a slot is free (or, after waiting `maxWaitMs`, without one), then frees it.
 * The outcome says which, for the logs.
 */
export async function runInSlot(
  slots: RunSlots,
  runId: string,
  run: () => Promise<void>,
): Promise<SlotOutcome> {
  const giveUpAt = Date.now() + slots.maxWaitMs;
  let index: number | null = null;
  for (;;) {
    try {
      index = await claimFreeSlot(slots, runId);
    } catch (error) {
      console.warn("Could not read the export run slots; trying again", error);
    }
    if (index !== null || Date.now() >= giveUpAt) break;
    await new Promise((wait) => setTimeout(wait, slots.pollMs * (0.5 + Math.random())));
  }
  try {
    await run();
  } finally {
    if (index !== null) await freeSlot(slots, index, runId);
  }
  return index === null ? "waited-too-long" : "in-slot";
}
