/** The landing page's sections, reachable from the header on every page. */
export const SECTION_LINKS = [
  { label: "How It Works", hash: "#how-it-works" },
  { label: "Pricing", hash: "#pricing" },
  { label: "Examples", hash: "#examples" },
] as const;

/** The signed-in user's destinations, in the order of the spec's user menu. */
export const ACCOUNT_LINKS = [
  { label: "My Logos", to: "/my-logos" },
  { label: "My Exports", to: "/my-exports" },
  { label: "Profile", to: "/profile" },
] as const;
