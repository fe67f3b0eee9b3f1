/** A thing a description may mention: the words that name it and the icons that draw it, best first. */
export interface Subject {
  id: string;
  words: readonly string[];
  icons: readonly string[];
  /**
   * A place, time, quality or metaphor ("coastal", "late-night", "organic", "growth") rather
   * than what the business makes or does. It may colour the design, but it only becomes the
   * symbol when the business itself is about it (a surf school's waves) or nothing else fits.
   */
  setting?: boolean;
}
