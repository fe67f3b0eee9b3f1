/** The name stored on logos the engine draws; the editor reopens exactly these. Kept apart so naming the engine loads none of it. */
export const ENGINE_NAME = "markery-engine";
