import type { BriefCase } from "./brief-case";

/** Everyday briefs of shops that serve food and drink, and of the trades that work on a home. */
export const FOOD_AND_TRADE_BRIEFS: readonly BriefCase[] = [
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
];
