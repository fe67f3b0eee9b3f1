import type { EngineBrief } from "../brief";

/**
 * Everyday briefs with the symbols a designer would accept for each, written down from the
 * brief (not from the engine's output). The brief-set test measures how often icon-led designs
 * use one of them and checks that no tagline says a word the user did not write.
 *
 * A right symbol is an icon id ("phosphor:drone") or a name word: "beer" accepts any icon
 * whose name has the part "beer" ("beer-stein", "tabler:beer"), "pint-glass" that exact name.
 */
export interface BriefCase extends EngineBrief {
  right: readonly string[];
  /** One of the seven briefs whose taglines and symbols once misstated the business: always in the gallery. */
  fromIssue?: boolean;
}

export const BRIEF_SET: readonly BriefCase[] = [
  // The seven briefs whose logos once misstated the business (taglines, symbols).
  {
    brandName: "Harbor & Pine",
    description: "coastal furniture workshop making handmade oak tables",
    right: [
      "chair",
      "armchair",
      "couch",
      "desk",
      "picnic-table",
      "tree",
      "tree-deciduous",
      "axe",
      "wood",
      "hammer",
    ],
    fromIssue: true,
  },
  {
    brandName: "Sol y Sombra",
    description: "Spanish tapas restaurant and wine bar",
    right: [
      "fork-knife",
      "utensils-crossed",
      "tools-kitchen-2",
      "wine",
      "bottle-wine",
      "pepper",
      "cheese",
      "cooking-pot",
      "chef-hat",
      "grape",
    ],
    fromIssue: true,
  },
  {
    brandName: "The Rusty Spoon",
    description: "gastropub with craft beer",
    right: [
      "beer",
      "beer-stein",
      "beer-bottle",
      "pint-glass",
      "hop",
      "barrel",
      "fork-knife",
      "utensils-crossed",
      "bowl-spoon",
    ],
    fromIssue: true,
  },
  {
    brandName: "Little Sprouts",
    description: "organic baby food delivery",
    right: [
      "baby",
      "baby-bottle",
      "baby-carriage",
      "bowl-spoon",
      "carrot",
      "sprout",
      "plant",
      "leaf",
      "apple",
    ],
    fromIssue: true,
  },
  {
    brandName: "Nimbus Drones",
    description: "aerial drone surveys for farmers",
    right: ["drone", "map-trifold", "crosshair", "radar", "map"],
    fromIssue: true,
  },
  {
    brandName: "Quantum Ledger",
    description: "blockchain infrastructure for banks",
    right: ["cube", "blocks", "cube-transparent", "hexagons", "hexagon", "graph", "link-simple", "network"],
    fromIssue: true,
  },
  {
    brandName: "東京ラーメン",
    description: "Tokyo-style ramen bar with late-night hours",
    right: ["bowl-steam", "bowl-chopsticks", "soup", "bowl-food", "egg", "chopsticks"],
    fromIssue: true,
  },
  // Food and drink.
  {
    brandName: "Acme Bakery",
    description: "Artisan sourdough bakery with a warm, rustic feel",
    right: ["wheat", "bread", "croissant", "grains", "baguette", "chef-hat", "cake", "cookie"],
  },
  {
    brandName: "Café Zoë",
    description: "Specialty coffee shop and brunch spot",
    right: ["coffee", "coffee-bean", "mug", "bean", "fork-knife", "croissant", "egg"],
  },
  {
    brandName: "東京 Sushi",
    description: "Sushi bar and Japanese kitchen",
    right: ["fish", "fish-simple", "onigiri", "bowl-chopsticks", "bowl-food", "shrimp"],
  },
  {
    brandName: "麺屋はじめ",
    description: "深夜営業のラーメン店",
    right: ["bowl-steam", "bowl-chopsticks", "soup", "bowl-food", "egg"],
  },
  {
    brandName: "Slice of Naples",
    description: "Wood-fired Neapolitan pizza",
    right: ["pizza", "flame", "fire", "chef-hat", "fork-knife"],
  },
  {
    brandName: "La Roja",
    description: "Street tacos and mezcal cocktails",
    right: ["pepper", "avocado", "flame", "fork-knife", "glass-cocktail", "martini"],
  },
  {
    brandName: "Smoke & Oak",
    description: "Texas barbecue smokehouse with brisket and ribs",
    right: ["grill", "flame", "fire", "meat", "beef", "grill-fork", "flame-kindling"],
  },
  {
    brandName: "Scoops",
    description: "Small-batch ice cream parlour",
    right: ["ice-cream", "ice-cream-cone", "ice-cream-bowl", "ice-cream-2"],
  },
  {
    brandName: "Green Table",
    description: "Vegan café with plant-based bowls",
    right: ["vegan", "leaf", "salad", "carrot", "avocado", "leafy-green", "coffee", "bowl-food", "plant"],
  },
  {
    brandName: "Masala House",
    description: "Indian curry house and takeaway",
    right: ["bowl-steam", "cooking-pot", "pepper", "flame", "fork-knife", "soup", "leaf"],
  },
  {
    brandName: "Tea & Tonic",
    description: "Loose leaf tea shop",
    right: ["tea-bag", "teapot", "leaf", "bubble-tea", "plant"],
  },
  {
    brandName: "Cork & Barrel",
    description: "Family winery offering vineyard tours",
    right: ["wine", "grape", "bottle-wine", "champagne", "barrel"],
  },
  {
    brandName: "Pho Real",
    description: "Vietnamese pho and banh mi",
    right: ["bowl-steam", "bowl-chopsticks", "soup", "bowl-food", "sandwich", "pepper", "leaf"],
  },
  {
    brandName: "Dough Bros",
    description: "Donuts and coffee",
    right: ["donut", "coffee", "cupcake", "cake", "cookie", "cake-slice", "mug"],
  },
  {
    brandName: "The Daily Grind",
    description: "Coffee roastery",
    right: ["coffee", "coffee-bean", "mug", "bean"],
  },
  {
    brandName: "Spice Route",
    description: "Thai street food truck",
    right: [
      "bowl-chopsticks",
      "bowl-steam",
      "bowl-food",
      "pepper",
      "soup",
      "leaf",
      "chef-hat",
      "cooking-pot",
      "fork-knife",
      "utensils-crossed",
    ],
  },
  {
    brandName: "Gelato Amore",
    description: "Italian gelato bar",
    right: ["ice-cream", "ice-cream-cone", "ice-cream-bowl", "ice-cream-2"],
  },
  {
    brandName: "Hopscotch Brewing",
    description: "Microbrewery and taproom brewing hazy IPAs",
    right: ["beer", "beer-stein", "beer-bottle", "pint-glass", "hop", "barrel"],
  },
  // Trades and the home.
  {
    brandName: "High Ridge Roofing",
    description: "Roof repairs and gutter cleaning",
    right: ["house", "house-simple", "home", "hammer", "hard-hat", "house-line"],
  },
  {
    brandName: "Bright Spark Electric",
    description: "Licensed electrician for homes and offices",
    right: ["lightning", "plug", "plug-zap", "lightbulb", "plugs-connected", "bolt"],
  },
  {
    brandName: "Ironwood Forge",
    description: "Blacksmith forging hand-made knives and tools",
    right: ["anvil", "hammer", "flame", "knife", "flame-kindling", "fire"],
  },
  {
    brandName: "Fresh Coat",
    description: "Interior and exterior house painting",
    right: [
      "paint-roller",
      "paint-brush-broad",
      "paint-bucket",
      "paint-brush",
      "house-line",
      "house-simple",
      "house",
    ],
  },
  {
    brandName: "O'Brien & Sons Plumbing",
    description: "Family plumbing and heating, trusted since 1982",
    right: [
      "drop",
      "droplets",
      "pipe-wrench",
      "faucet",
      "pipe",
      "wrench",
      "shower",
      "thermometer",
      "flame",
      "fan",
    ],
  },
  {
    brandName: "Spotless Co",
    description: "Office cleaning and deep cleaning for homes",
    right: ["sparkle", "broom", "spray-bottle", "broom-sparkles", "bucket", "drop"],
  },
  {
    brandName: "Fold & Press",
    description: "Laundromat and dry cleaning",
    right: ["washing-machine", "t-shirt", "coat-hanger", "drop", "shirt"],
  },
  {
    brandName: "Greenleaf Landscaping",
    description: "Eco-friendly lawn care and garden design",
    right: [
      "plant",
      "tree",
      "leaf",
      "shovel",
      "potted-plant",
      "sprout",
      "trees",
      "tree-deciduous",
      "tree-evergreen",
      "flower",
    ],
  },
  {
    brandName: "Key & Co",
    description: "24-hour emergency locksmith",
    right: ["key", "lock-key", "keyhole", "lock"],
  },
  {
    brandName: "Cool Breeze HVAC",
    description: "Heating and air conditioning repair",
    right: ["thermometer", "fan", "snowflake", "flame", "wind", "thermometer-snowflake"],
  },
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
  // Learning, community, events.
  {
    brandName: "Bright Minds",
    description: "Maths and English tutoring for teenagers",
    right: ["pencil-simple", "book-open", "graduation-cap", "exam", "lightbulb", "student", "math"],
  },
  {
    brandName: "Little Acorns",
    description: "Montessori preschool and daycare",
    right: ["puzzle-piece", "toy-brick", "balloon", "hand-heart", "sun", "smiley", "acorn"],
  },
  {
    brandName: "Wobble",
    description: "Toy shop for kids, colourful and playful",
    right: ["toy-brick", "balloon", "puzzle-piece", "horse-toy", "lego-smiley", "rocket", "smiley"],
  },
  {
    brandName: "The Riverside Community Centre for Arts, Crafts and Lifelong Learning",
    description: "Community art classes and workshops",
    right: [
      "palette",
      "paint-brush",
      "brush",
      "frame-corners",
      "pencil-simple",
      "pen-nib",
      "users-three",
      "hand-heart",
    ],
  },
  {
    brandName: "Ever After",
    description: "Wedding planning and styling",
    right: ["heart", "champagne", "calendar-heart", "flower", "gem", "dress"],
  },
  {
    brandName: "Hope Harbour Trust",
    description: "Charity supporting families facing homelessness",
    right: [
      "hand-heart",
      "heart",
      "users-three",
      "house-line",
      "hands-praying",
      "handshake",
      "globe-hemisphere-west",
    ],
  },
  {
    brandName: "Grace Chapel",
    description: "Community church and youth ministry",
    right: ["church", "hands-praying", "cross", "heart", "book-open", "sun-horizon"],
  },
  {
    brandName: "Page & Quill",
    description: "Independent bookshop and café",
    right: [
      "book-open",
      "books",
      "feather",
      "pen-nib",
      "bookmark-simple",
      "book-bookmark",
      "scroll",
      "coffee",
    ],
  },
  {
    brandName: "Pixel Forge",
    description: "Indie game studio making retro platformers",
    right: ["game-controller", "joystick", "sword", "ghost", "skull", "crown", "space-invaders"],
  },
  {
    brandName: "Lens & Light",
    description: "Wedding and portrait photographer",
    right: ["camera", "aperture", "image"],
  },
  {
    brandName: "Tranquil",
    description: "Day spa offering massage and facials",
    right: ["flower-lotus", "massage", "drop", "leaf", "bathtub", "sparkle", "flower"],
  },
  // Travel, outdoors, sport, transport, farming.
  {
    brandName: "Summit Trails",
    description: "Guided hiking trips in the Alps",
    right: [
      "mountains",
      "mountain-snow",
      "tent",
      "compass",
      "tree-evergreen",
      "campfire",
      "person-simple-hike",
      "backpack",
    ],
  },
  {
    brandName: "Wanderlust Travel",
    description: "Small group tours of Southeast Asia",
    right: ["airplane-tilt", "globe-hemisphere-west", "compass", "suitcase-rolling", "map-trifold", "island"],
  },
  {
    brandName: "Driftwood Inn",
    description: "Seaside bed and breakfast",
    right: ["bed", "key", "call-bell", "house-line", "door", "moon-stars", "coffee"],
  },
  {
    brandName: "Tidal Surf School",
    description: "Surf lessons for all ages",
    right: ["waves", "waves-horizontal", "sun-horizon", "tree-palm", "sun"],
  },
  {
    brandName: "Reel Deal Charters",
    description: "Deep sea fishing charters",
    right: ["fish", "fishing-rod", "fish-hook", "fishing-hook", "boat", "fish-simple", "anchor", "sailboat"],
  },
  {
    brandName: "Kick Start",
    description: "Karate and self-defence classes for kids",
    right: ["karate", "hand-fist", "boxing-glove", "yin-yang", "medal"],
  },
  {
    brandName: "Ironclad Gym",
    description: "Strength and conditioning gym, bold and energetic",
    right: ["barbell", "person-simple-run", "heartbeat", "lightning", "fire", "sneaker-move", "boxing-glove"],
  },
  {
    brandName: "Silver Saddle",
    description: "Riding lessons and horse livery",
    right: ["horse", "horseshoe", "barn", "medal", "trophy"],
  },
  {
    brandName: "Hilltop Farm",
    description: "Free-range eggs and raw honey from our family farm",
    right: ["barn", "tractor", "wheat", "plant", "cow", "egg", "sprout", "hexagon", "flower", "drop"],
  },
  {
    brandName: "Sunny Side Solar",
    description: "Solar panel installation for homes",
    right: ["sun", "solar-panel", "lightning", "solar-roof", "plug-charging", "battery-charging", "leaf"],
  },
  {
    brandName: "Metro Cabs",
    description: "Airport taxi and chauffeur service",
    right: ["taxi", "car-profile", "steering-wheel", "car", "map-pin", "road-horizon"],
  },
  {
    brandName: "Swift Couriers",
    description: "Same-day courier and parcel delivery",
    right: ["truck", "package", "van", "truck-delivery", "shipping-container", "paper-plane-tilt"],
  },
  {
    brandName: "Spin Cycle",
    description: "Bike shop and bicycle repairs",
    right: ["bicycle", "bike", "person-simple-bike", "wrench"],
  },
  {
    brandName: "Fur Real",
    description: "Dog walking and pet sitting",
    right: ["paw-print", "dog", "cat", "bone", "paw"],
  },
  {
    brandName: "Honey & Hive",
    description: "Beekeeping supplies and raw honey",
    right: ["hexagon", "hexagons", "flower", "drop", "jar-label", "sun"],
  },
];
