import type { Firestore } from "firebase-admin/firestore";

/** logoMeasures/{logoId}: a logo's score measures, kept after its first score; it goes with the logo. */
export const LOGO_MEASURES = "logoMeasures";

export function logoMeasuresDocument(db: Firestore, logoId: string) {
  return db.collection(LOGO_MEASURES).doc(logoId);
}
