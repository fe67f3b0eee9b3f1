/** The shape of a legal page: plain data, so the text can be reviewed without reading JSX. */
export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] };

interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** As shown, and as an ISO date for <time>. */
  lastUpdated: { label: string; iso: string };
  intro: string[];
  sections: LegalSection[];
}

export const paragraph = (text: string): LegalBlock => ({ kind: "paragraph", text });
export const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
