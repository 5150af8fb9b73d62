/** Limits of the community calls, shared by the API schemas and the islands (no zod here: islands import it). */
export const FEEDBACK_TEXT_MAX = 2000;
export const COMMENT_BODY_MAX = 2000;
export const FEEDBACK_PAGE_SIZE = 10;
export const COMMENT_PAGE_SIZE = 20;
export const TAGS_PER_MATERIAL_MAX = 10;
export const TAG_NAME_MIN = 2;
export const TAG_NAME_MAX = 30;
