/** The seeded, verified account in emulator-data/ that `npm start` prints. Local emulators only. */
export const DEMO_ACCOUNT = {
  email: "demo@markery.app",
  password: "markery-demo",
  displayName: "Demo Baker",
  brandName: "Crumb & Co.",
  brandDescription: "Artisan sourdough bakery and café in a small harbour town, warm and friendly.",
} as const;
