/**
 * Product-wide constants that both the browser and the API must agree on.
 * The product name and support address live in exactly one place.
 */
export const PRODUCT_NAME = "Markery";
export const SUPPORT_EMAIL = "support@markery.app";

/** 3 logos per prompt; 2 prompts on first create, 1 on regenerate or edit. */
export const LOGOS_PER_PROMPT = 3;
export const FIRST_CREATE_PROMPTS = 2;
export const MORE_PROMPTS = 1;
export const DEFAULT_COUNT = 1;

/** Input limits enforced at the API edge and mirrored by the forms. */
export const BRAND_NAME_MAX = 80;
export const BRAND_DESCRIPTION_MAX = 1000;
export const MAX_LOGOS_PER_PROMPT = 6;
export const MAX_PROMPTS_PER_REQUEST = 4;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
