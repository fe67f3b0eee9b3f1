import type { BriefCase } from "./brief-case";

/** Everyday briefs of care (health, beauty) and of office work (money, law, technology). */
export const CARE_AND_OFFICE_BRIEFS: readonly BriefCase[] = [
  // Health and care.
  {
    brandName: "Paws & Claws Vet",
    description: "Veterinary clinic for cats and dogs",
    right: ["paw-print", "paw", "stethoscope", "dog", "cat", "first-aid", "heart"],
  },
  {
    brandName: "Bright Smiles Dental",
    description: "Family dentist and orthodontics",
    right: ["tooth", "dental", "toothbrush", "smiley", "sparkle"],
  },
  {
    brandName: "Mindful Path",
    description: "Counselling and therapy for anxiety",
    right: ["brain", "heart", "hand-heart", "chat-circle-dots", "plant", "flower-lotus"],
  },
  {
    brandName: "ClearView Optics",
    description: "Optician and eyewear boutique",
    right: ["eyeglasses", "eye", "glasses", "sunglasses", "eyeglass"],
  },
  {
    brandName: "Peak Performance Physio",
    description: "Sports physiotherapy and rehab",
    right: ["person-simple-walk", "bone", "heartbeat", "hand-heart", "massage", "person-simple-run"],
  },
  {
    brandName: "Happy Paws",
    description: "Dog grooming salon and pet spa",
    right: ["dog", "paw", "paw-print", "bone", "cat", "scissors"],
  },
  // Beauty and style.
  {
    brandName: "Lumière Skin",
    description: "Luxury skincare and beauty studio, elegant and calm",
    right: [
      "sparkle",
      "flower",
      "drop",
      "perfume-bottle",
      "flower-tulip",
      "hand-soap",
      "flower-lotus",
      "leaf",
    ],
  },
  {
    brandName: "Polished",
    description: "Nail salon and manicure bar",
    right: ["hand", "sparkle", "flower", "drop", "star-four", "hand-heart"],
  },
  {
    brandName: "Inkwell",
    description: "Custom tattoo studio",
    right: ["skull", "rose", "anchor", "heart", "needle", "bird"],
  },
  {
    brandName: "Fade Factory",
    description: "Barbershop for classic cuts and hot towel shaves",
    right: ["scissors", "razor", "crown-simple", "hair-dryer"],
  },
  {
    brandName: "Green Thread",
    description: "Tailoring and alterations",
    right: ["needle", "needle-thread", "scissors", "coat-hanger", "ruler-measure", "t-shirt"],
  },
  {
    brandName: "Bloom & Wild",
    description: "Florist with fresh seasonal bouquets",
    right: ["flower", "flower-tulip", "rose", "flower-lotus", "flower-2", "potted-plant", "leaf", "plant"],
  },
  // Money, law, technology.
  {
    brandName: "Hart & Lowe",
    description: "Boutique law firm for family businesses",
    right: ["scales", "gavel", "columns", "bank", "seal", "book-open", "feather"],
  },
  {
    brandName: "Ledgerly",
    description: "Bookkeeping and tax returns for freelancers",
    right: [
      "chart-line-up",
      "coins",
      "calculator",
      "piggy-bank",
      "bank",
      "vault",
      "chart-pie-slice",
      "receipt",
    ],
  },
  {
    brandName: "Shieldwise",
    description: "Home and car insurance broker",
    right: [
      "umbrella",
      "shield-check",
      "hand-heart",
      "house-line",
      "house-simple",
      "house",
      "handshake",
      "shield",
    ],
  },
  {
    brandName: "Keystone Realty",
    description: "Real estate agency for first-time homebuyers",
    right: ["house-line", "key", "buildings", "house-simple", "building-apartment", "door-open", "house"],
  },
  {
    brandName: "Cipher Nine",
    description: "Cybersecurity startup protecting small companies",
    right: ["shield-check", "shield", "lock-key", "lock", "fingerprint", "key", "password", "shield-chevron"],
  },
  {
    brandName: "Codecraft",
    description: "Custom software development for startups",
    right: ["code", "cpu", "cloud", "circuitry", "brackets-curly", "database", "terminal-window", "cube"],
  },
  {
    brandName: "Northwind Analytics",
    description: "AI data platform for logistics teams, modern and minimal",
    right: [
      "brain",
      "brain-circuit",
      "head-circuit",
      "sparkle",
      "robot",
      "circuitry",
      "cpu",
      "database",
      "chart-line-up",
      "cloud",
      "code",
    ],
  },
  {
    brandName: "Fixit Phones",
    description: "Phone and laptop repair shop",
    right: ["laptop", "desktop", "wrench", "device-mobile", "headset", "cpu", "screwdriver", "toolbox"],
  },
  {
    brandName: "Ωmega Labs",
    description: "Biotech research lab",
    right: ["flask", "atom", "microscope", "dna", "test-tube", "flask-conical"],
  },
];
