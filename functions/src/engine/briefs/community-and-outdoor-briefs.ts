import type { BriefCase } from "./brief-case";

/**
 * Everyday briefs of learning, community and events, and of travel, the outdoors, sport,
 * transport and farming.
 */
export const COMMUNITY_AND_OUTDOOR_BRIEFS: readonly BriefCase[] = [
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
