/**
 * Eight brands of each of three trades, one description a trade and different names, as a new
 * customer would type them: the unique-marks test measures their symbols, and the gallery's
 * trades page shows them side by side. Some share an initial (Copper Kettle and Cedar Street, Oak
 * & Ivy and Old Mill), some a picture in their names (Tidewater and Riverside), some none at all.
 */
export const UNIQUE_MARK_TRADES: ReadonlyArray<{
  trade: string;
  description: string;
  names: readonly string[];
}> = [
  {
    trade: "coffee",
    description: "Specialty coffee shop and roastery with fresh pastries",
    names: [
      "Tidewater Coffee",
      "Copper Kettle Coffee",
      "North Roast",
      "Harbor & Pine Coffee",
      "Little Fox Coffee",
      "Morning Owl Coffee",
      "Cedar Street Coffee",
      "Brightside Coffee",
    ],
  },
  {
    trade: "dental",
    description: "Family dental clinic offering gentle cleanings, implants and whitening",
    names: [
      "Maple Grove Dental",
      "Bright Smile Dental",
      "Summit Dental Care",
      "Pearl Dental Studio",
      "Riverside Family Dentistry",
      "Oak & Ivy Dental",
      "Kowalski Dental",
      "Evergreen Dental",
    ],
  },
  {
    trade: "bakery",
    description: "Neighbourhood bakery baking sourdough bread, croissants and cakes",
    names: [
      "Golden Crust Bakery",
      "Rise & Shine Bakery",
      "Wildflower Bakehouse",
      "Old Mill Bakery",
      "Sugar Moon Bakery",
      "Hearth & Honey",
      "Blue Door Bakery",
      "Crumb & Co",
    ],
  },
];
