/**
 * A fresh Idempotency-Key for one attempt of a charging call (generate, export, pay, save a
 * design). The caller keeps it only to retry the very same request after a lost answer.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Pages served over plain http on another host than localhost have no randomUUID.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
