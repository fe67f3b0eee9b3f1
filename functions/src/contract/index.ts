/** The one contract between the browser and the API . */
export * from "./app-config";
export * from "./card-rules";
export * from "./common";
export * from "./design-edits";
export * from "./error-codes";
export * from "./exports";
export * from "./health-check-texts";
export * from "./logo-score";
export * from "./logos";
export * from "./messages";
export * from "./mockups";
export * from "./payments";
export * from "./plans";
export * from "./quota";
export * from "./score-texts";
export * from "./stationery";
export * from "./user-text";
