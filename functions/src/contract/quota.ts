import { z } from "zod";
import { MembershipStatus } from "./plans";

/** Remaining = limit - used, for generations and exports alike. */
const ExportQuota = z.object({
  limit: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
});

export const Quota = z.object({
  membershipStatus: MembershipStatus,
  currentCount: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  exports: ExportQuota,
});
export type Quota = z.infer<typeof Quota>;

/** The fallback quota when the server cannot be reached. */
export const EMPTY_QUOTA: Quota = {
  membershipStatus: "FREE",
  currentCount: 0,
  limit: 0,
  remaining: 0,
  exports: { limit: 0, used: 0, remaining: 0 },
};

export const QuotaResponse = z.object({ success: z.literal(true), quota: Quota });
export type QuotaResponse = z.infer<typeof QuotaResponse>;
