/**
 * Every user-facing text that more than one side needs. Screens and the API
 * import these instead of retyping them, so a copy change happens once.
 */
import { MAX_UPLOAD_BYTES } from "./app-config";

export const API_FALLBACK = {
  generateLogos: "Error generating logos",
  generateWithPrompt: "Error generating logos with prompt",
  generateWithRefinedPrompt: "Error generating logos with refined prompt",
  generateProjectLogos: "Error generating project logos",
  getQuota: "Error getting remaining quota",
  getProjects: "Error getting user projects",
  getPrompts: "Error getting project prompts",
  getLogos: "Error getting project logos",
  deleteLogo: "Error deleting logo",
  deleteProject: "Error deleting project",
  uploadLogo: "Error uploading logo",
  fetchLogos: "Failed to fetch logos",
  exportLogo: "Error exporting logo",
  getExports: "Error getting user exports",
  getExport: "Error getting export details",
  saveStationery: "Your stationery could not be made. Please try again.",
  getMockups: "The scenes could not be drawn. Please try again.",
  checkRemake: "Could not check whether this export is a free remake. Please try again.",
  getScore: "The logo's score could not be measured. Please try again.",
  getMotion: "The animation could not be made. Please try again.",
  rebuildMotion: "The motion files could not be made again. Please try again.",
} as const;

export const SCREEN_MESSAGE = {
  quotaCheckFailed: "Failed to check your logo generation quota. Please try again.",
  generateFailed: "Failed to generate logos. Please try again.",
  generateMoreFailed: "Failed to generate additional logos. Please try again.",
  generateSimilarFailed: "Failed to generate similar logos. Please try again.",
  generationLimitReached:
    "You have reached your logo generation limit. Please upgrade your plan to generate more logos.",
  loadLogosFailed: "Failed to load your logos. Please try again.",
  exportFailed: "Failed to export the logo. Please try again.",
} as const;

export const STATE_MESSAGE = {
  loadProjectsFailed: "Failed to load projects",
  loadProjectsError: "Error loading projects",
  loadProjectDataError: "Error loading project data",
  generateFailed: "Failed to generate logos",
  generateError: "Error generating logos",
  generateProjectFailed: "Failed to generate project logos",
  generateRefinedFailed: "Failed to generate logos with refined prompt",
  fetchExportsFailed: "Failed to fetch exports",
  fetchExportFailed: "Failed to fetch export details",
  exportFailed: "Failed to export logo",
  unexpected: "An unexpected error occurred",
} as const;

/**
 * The unverified-login text of the sign-in screen (its end is not shown there; this is ours). The sign-in
 * dialog shows it, and the API answers it (403) to a token whose e-mail is not verified.
 */
export const EMAIL_VERIFICATION_REQUIRED =
  "Email verification required. You must verify your email address before you can sign in. Open the verification link we sent to your inbox (check your spam folder too), then sign in again.";

/** API-level texts that are not in the spec's catalogue but must be stable for the client. */
export const API_MESSAGE = {
  unauthenticated: "Authentication required. Please sign in again.",
  authUnavailable: "Sign-in could not be checked right now. Please try again in a moment.",
  notFound: "Not found",
  projectNotFound: "Project not found",
  promptNotFound: "Prompt not found",
  logoNotFound: "Logo not found",
  exportLimitReached: "Export limit reached",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request. Use a new key.",
  idempotencyInProgress: "A request with this Idempotency-Key is still being processed. Try again shortly.",
  uploadsHaveNoBrief: "Uploaded logos have no brand brief to generate from. Start a new project instead.",
  generationProviderFailed:
    "The logo designer could not finish. Your credits were refunded. Please try again.",
} as const;

/**
 * A brand name or tagline with characters no font of ours can draw (emoji, scripts we have no
 * face for). Named, so the user knows what to change; refused before any credit is spent.
 */
export function unsettableCharactersMessage(characters: readonly string[]): string {
  const list = characters.join(" ");
  return characters.length === 1
    ? `This character can't be set in a logo yet: ${list}. Remove it or spell it out to continue.`
    : `These characters can't be set in a logo yet: ${list}. Remove them or spell them out to continue.`;
}

/**
 * The spec's text rule: an error containing one of these opens the upgrade modal. The browser
 * reads the answer's code first; this applies only to a failure that carries none.
 */
export function isQuotaError(message: string): boolean {
  const lower = message.toLowerCase();
  return lower.includes("quota") || lower.includes("limit") || message.includes("Logo limit reached");
}

/**
 * The per-user rate limiter's 429 (too fast, not out of credits; its code says so). It never says
 * 'quota' or 'limit', so even the spec's text rule cannot take it for running out of credits.
 */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? "1 second" : `${retryAfterSeconds} seconds`;
  return `Too many requests in a short time. Please wait ${wait} and try again.`;
}

/** An instance at its cap on costly work for everyone: not the caller's doing, so said apart. */
export function serverBusyMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? "1 second" : `${retryAfterSeconds} seconds`;
  return `Markery is busy drawing for many people right now. Please wait ${wait} and try again.`;
}

/** 'Export limit reached' opens the download options modal instead (for a failure without a code). */
export function isExportLimitError(message: string): boolean {
  return message.includes(API_MESSAGE.exportLimitReached);
}

/**
 * What an upload is refused for, said the same by the browser (before sending) and the API (which
 * checks the bytes and has the last word).
 */
export const UPLOAD_MESSAGE = {
  missingFile: "Choose a PNG, JPEG, WebP or SVG file to upload.",
  unsupportedType: "Only PNG, JPEG, WebP or SVG images can be uploaded.",
  tooLarge: `The file is too large. The limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
  emptyFile: "This file is empty. Choose a PNG, JPEG, WebP or SVG file to upload.",
  unreadable: "The file could not be read as an image.",
} as const;

/**
 * Why an uploaded SVG is refused (POST /logos/upload answers 400 with these). None says 'quota'
 * or 'limit': the browser reads those words as running out of credits.
 */
export const SVG_UPLOAD_MESSAGE = {
  unsafe: (reason: string) =>
    `This SVG contains ${reason}, which we do not accept for security. Save it as a plain SVG (or a PNG) and upload it again.`,
  tooComplex: (measure: string, found: number, allowed: number) =>
    `This SVG is too complex to draw safely: it has ${found.toLocaleString("en-US")} ${measure}, and a logo may have at most ${allowed.toLocaleString("en-US")}. Simplify it (fewer copies, filters or nested groups) or upload a PNG.`,
  renderTimedOut:
    "This SVG took too long to draw. Simplify it (fewer copies, filters or nested groups) or upload a PNG.",
  unreadable:
    "This SVG could not be read: it must be a well-formed SVG document saved as UTF-8. Save it again from your design tool, or upload a PNG.",
} as const;

/**
 * An upload whose pixels hold no logo: the export's transparent and trimmed files (and the brand
 * kit) could never be made from it, so it is refused at once rather than failing later.
 */
export const NO_ARTWORK_MESSAGE =
  "We could not find a logo in this image: it is empty, fully transparent or one flat colour. Upload an image that shows the logo on a plain background.";

/**
 * How many separate runs may fail to make a file before the export gives up on it (the first and
 * two 'Try again'): a rule of the export pipeline, written here because its messages say it.
 */
export const EXPORT_ATTEMPTS = 3;

/** What an export's page and downloads say about its state: failures, refunds and waiting files. */
export const EXPORT_MESSAGE = {
  someFilesFailed: "Some files could not be made. Use 'Try again' to finish the export; it uses no credit.",
  sourceMissing:
    "The logo's source file could not be read, so this export cannot be made. Your export credit was returned.",
  sourceMissingAfterDelivery:
    "The logo's source file could not be read, so the remaining files cannot be made. The files that were made are yours to download; this export used its credit.",
  gaveUp: `No file could be made after ${EXPORT_ATTEMPTS} attempts. Your export credit was returned.`,
  partlyDelivered: `Some files could not be made after ${EXPORT_ATTEMPTS} attempts. The files that were made are yours to download, so this export used its credit; 'Try again' is free.`,
  withdrawn: "Not available: this export's credit was returned.",
  withdrawnDownload:
    "This export's credit was returned, so its files are no longer available. Export the logo again to get them.",
  stalled:
    "Making this export's files stopped before it was finished. Use 'Try again' to finish the export; it uses no credit.",
  copyFailed:
    "The logo's files could not be prepared. Use 'Try again' to finish the export; it uses no credit.",
  notRetryable:
    "This export could not be completed and its credit was returned. Export the logo again to start over.",
  fileNotReady: "This file is not ready yet.",
  exportNotFound: "Export not found",
  noPreview: "This file has no image preview; download it instead.",
  ownedByAnother: "This logo is too close to one that another Markery customer owns.",
} as const;

/**
 * What "exclusive" means for a bought logo, said on /exports/{id} and in the kit's README: what
 * the register of sold logos guarantees, and what it does not.
 */
export const EXCLUSIVITY_TEXT = {
  title: "Yours alone",
  body: "Nobody else can get this logo from Markery: new designs never offer its symbol, and an upload or an edit that looks like it cannot be exported by anyone but you. This is not a trademark search: Markery only knows the logos it has sold. To protect your brand in law, search and register it with your trademark office.",
} as const;

/** Free fixes of a bought logo: on its export page, in the export modal and on a remake's page. */
export const REMAKE_TEXT = {
  title: "Free fixes",
  body: "Fix this logo for free: open it in the editor, correct the name, the tagline, the colours, the font or the layout, and export it again. A new symbol is a new logo.",
  left: (left: number, total: number) =>
    left === 0 ? `All ${total} free remakes are used.` : `${left} of ${total} free remakes left.`,
  listTitle: "Remakes",
  remakeOf: (number: number) => `A free remake of Export Logo ${number}: it used no export credit.`,
  modal: (number: number, left: number) =>
    `This is a free remake of Export Logo ${number}: it uses none of your exports (${left} free ${left === 1 ? "remake" : "remakes"} left).`,
} as const;

export function resourceFailedMessage(label: string): string {
  return `The ${label} file could not be made.`;
}

/**
 * The confirmation before deleting from /my-logos: what goes, and what stays (exports are the
 * user's bought copies and stay downloadable; the generations happened, so no credit comes back).
 */
export const DELETE_CONFIRMATION = {
  projectTitle: (name: string) => `Delete the project "${name}"?`,
  projectGoes: (logoCount: number) =>
    logoCount === 1
      ? "The project, its 1 logo design and its concepts are deleted for good."
      : `The project, its ${logoCount} logo designs and their concepts are deleted for good.`,
  logoTitle: "Delete this logo design?",
  logoGoes: "The design and its preview files are deleted for good.",
  stays: "Logos you exported stay downloadable from My Exports. Credits you used are not returned.",
  confirm: "Delete",
  cancel: "Cancel",
} as const;
