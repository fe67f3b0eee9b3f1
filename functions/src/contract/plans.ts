import { z } from "zod";

/** The membership statuses shown as badges; FREE is the fallback. */
export const MembershipStatus = z.enum(["FREE", "PREMIUM", "PRO"]);
export type MembershipStatus = z.infer<typeof MembershipStatus>;

/** The plan type enum sent with a payment. */
export const PlanType = z.enum(["FREE", "BASIC", "PRO", "ENTERPRISE"]);
export type PlanType = z.infer<typeof PlanType>;

/** The numbers behind every plan, shown on landing, quota-reached and checkout. */
export const FREE_MONTHLY_GENERATIONS = 12;
export const CREATOR_PRICE_CENTS = 900;
export const CREATOR_PRICE_CURRENCY = "usd";
export const CREATOR_GENERATION_CREDITS = 100;
export const CREATOR_EXPORT_CREDITS = 2;
/** 12 free + 100 purchased: the number quoted everywhere (an older FAQ said 42, which never matched the plan). */
export const CREATOR_FIRST_MONTH_DESIGNS = FREE_MONTHLY_GENERATIONS + CREATOR_GENERATION_CREDITS;
