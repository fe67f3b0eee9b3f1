import { z } from "zod";
import {
  BRAND_DESCRIPTION_MAX,
  BRAND_NAME_MAX,
  DEFAULT_COUNT,
  MAX_LOGOS_PER_PROMPT,
  MAX_PROMPTS_PER_REQUEST,
} from "./app-config";
import { DocumentId, IsoDate } from "./common";
import { Quota } from "./quota";
import { userText } from "./user-text";

/** The form's messages; the API answers the same texts. */
export const BRAND_NAME_REQUIRED = "Brand name is required";
export const BRAND_DESCRIPTION_REQUIRED = "Brand description is required";

/** A name is one line; a description keeps its line breaks. Both are cleaned by the shared rule. */
export const BrandName = userText("line", { error: BRAND_NAME_REQUIRED })
  .min(1, BRAND_NAME_REQUIRED)
  .max(BRAND_NAME_MAX, `Brand name must be at most ${BRAND_NAME_MAX} characters`);

export const BrandDescription = userText("lines", { error: BRAND_DESCRIPTION_REQUIRED })
  .min(1, BRAND_DESCRIPTION_REQUIRED)
  .max(BRAND_DESCRIPTION_MAX, `Brand description must be at most ${BRAND_DESCRIPTION_MAX} characters`);

/** projectDetails: held by the browser, saved in localStorage. */
export const ProjectDetails = z.object({ name: BrandName, description: BrandDescription });
export type ProjectDetails = z.infer<typeof ProjectDetails>;

const LogoCount = z
  .number({ error: "count must be a whole number from 1 to 6" })
  .int("count must be a whole number from 1 to 6")
  .min(1, "count must be a whole number from 1 to 6")
  .max(MAX_LOGOS_PER_PROMPT, "count must be a whole number from 1 to 6");

const PromptsCount = z
  .number({ error: "promptsCount must be a whole number from 1 to 4" })
  .int("promptsCount must be a whole number from 1 to 4")
  .min(1, "promptsCount must be a whole number from 1 to 4")
  .max(MAX_PROMPTS_PER_REQUEST, "promptsCount must be a whole number from 1 to 4");

/** POST /logos/generate */
export const GenerateLogosRequest = z.object({
  name: BrandName,
  description: BrandDescription,
  count: LogoCount.default(DEFAULT_COUNT),
  promptsCount: PromptsCount.default(1),
});
export type GenerateLogosRequest = z.infer<typeof GenerateLogosRequest>;

/**
 * POST /projects/{projectId}/logos/generate: more directions for a project. With a name and a
 * description it is the refined prompt after 'Edit prompt' (the project's brief is updated).
 */
export const GenerateProjectLogosRequest = z.object({
  count: LogoCount.default(DEFAULT_COUNT),
  promptsCount: PromptsCount.default(1),
  name: BrandName.optional(),
  description: BrandDescription.optional(),
});
export type GenerateProjectLogosRequest = z.infer<typeof GenerateProjectLogosRequest>;

/** POST /projects/{projectId}/prompts/{promptId}/logos/generate: create similar / more in a group. */
export const GeneratePromptLogosRequest = z.object({ count: LogoCount.default(DEFAULT_COUNT) });
export type GeneratePromptLogosRequest = z.infer<typeof GeneratePromptLogosRequest>;

export const Project = z.object({
  id: DocumentId,
  name: z.string(),
  description: z.string(),
  logoCount: z.number().int().nonnegative(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Project = z.infer<typeof Project>;

export const Prompt = z.object({
  id: DocumentId,
  projectId: DocumentId,
  content: z.string(),
  createdAt: IsoDate,
});
export type Prompt = z.infer<typeof Prompt>;

export const Logo = z.object({
  id: DocumentId,
  promptId: DocumentId,
  projectId: DocumentId,
  /** The 512 px preview; the browser shows it under a watermark overlay. */
  url: z.string(),
  createdAt: IsoDate,
});
export type Logo = z.infer<typeof Logo>;

export const PromptWithLogos = z.object({ prompt: Prompt, logos: z.array(Logo) });
export type PromptWithLogos = z.infer<typeof PromptWithLogos>;

/** Keyed by prompt id. */
export const PromptsWithLogos = z.record(z.string(), PromptWithLogos);
export type PromptsWithLogos = z.infer<typeof PromptsWithLogos>;

/** The answer of every generation call. */
export const GenerationResponse = z.object({
  success: z.literal(true),
  project: Project,
  prompts: z.array(Prompt),
  logos: z.array(Logo),
  promptsWithLogos: PromptsWithLogos,
  requested: z.number().int().nonnegative(),
  generated: z.number().int().nonnegative(),
  quota: z.object({ before: Quota, after: Quota }),
});
export type GenerationResponse = z.infer<typeof GenerationResponse>;

/**
 * POST /projects/{projectId}/prompts/{promptId}/logos/generate (create similar, create more in a
 * group): that prompt's group with the logos made by this request. The browser merges groups by
 * logo id, so answering with the whole group is also safe.
 */
export const PromptLogosResponse = z.object({
  success: z.literal(true),
  promptsWithLogos: PromptsWithLogos,
  requested: z.number().int().nonnegative(),
  generated: z.number().int().nonnegative(),
  quota: z.object({ before: Quota, after: Quota }),
});
export type PromptLogosResponse = z.infer<typeof PromptLogosResponse>;

export const ProjectsResponse = z.object({ success: z.literal(true), projects: z.array(Project) });
export type ProjectsResponse = z.infer<typeof ProjectsResponse>;

export const PromptsResponse = z.object({ success: z.literal(true), prompts: z.array(Prompt) });
export type PromptsResponse = z.infer<typeof PromptsResponse>;

export const LogosResponse = z.object({ success: z.literal(true), logos: z.array(Logo) });
export type LogosResponse = z.infer<typeof LogosResponse>;

/** GET /user/logos: every prompt group of the user, keyed by prompt id. */
export const UserLogosResponse = z.object({ success: z.literal(true), promptsWithLogos: PromptsWithLogos });
export type UserLogosResponse = z.infer<typeof UserLogosResponse>;

export const DeleteLogoResponse = z.object({ success: z.literal(true), deletedId: DocumentId });
export type DeleteLogoResponse = z.infer<typeof DeleteLogoResponse>;

export const DeleteProjectResponse = z.object({
  success: z.literal(true),
  deletedId: DocumentId,
  /** How many logos went with the project. */
  deletedLogos: z.number().int().nonnegative(),
});
export type DeleteProjectResponse = z.infer<typeof DeleteProjectResponse>;

export const UploadLogoResponse = z.object({ success: z.literal(true), project: Project, logo: Logo });
export type UploadLogoResponse = z.infer<typeof UploadLogoResponse>;
