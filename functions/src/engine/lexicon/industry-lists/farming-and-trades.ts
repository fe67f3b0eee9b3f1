import { type IndustryDefinition, TRADE_VOICE } from "./industry-definition";

/** Farming and the land, and the trades that build, fix and keep a home. */
export const FARMING_AND_TRADE_INDUSTRIES: readonly IndustryDefinition[] = [
  // Farming and the land.
  {
    id: "farm",
    label: "farm",
    keywords:
      "farm, farms, farmer, farmers, farming, ranch, rancher, orchard, agriculture, agricultural, homestead, eggs, free-range, livestock, cattle, crops, harvest, agritech, agtech, pick your own, market garden, smallholding",
    symbols:
      "phosphor:barn phosphor:tractor lucide:wheat phosphor:plant phosphor:cow phosphor:egg lucide:sprout",
    palettes: ["forest", "wheat-cream", "hops", "terracotta"],
    fonts: ["slab", "serif", "script"],
    moods: ["rustic", "natural"],
    geometry: ["sunburst", "waves", "stack"],
  },
  {
    id: "dairy",
    label: "dairy",
    keywords:
      "dairy, creamery, cheese, cheeses, cheesemaker, cheesemonger, fromagerie, milk, yogurt, goat cheese",
    symbols: "phosphor:cow phosphor:cheese tabler:milk lucide:milk tabler:cheese phosphor:barn",
    palettes: ["wheat-cream", "sage", "medical-blue", "forest"],
    fonts: ["serif", "slab", "script"],
    moods: ["rustic", "natural"],
    geometry: ["rings", "petals", "waves"],
  },
  {
    id: "beekeeping",
    label: "apiary",
    keywords:
      "beekeeping, beekeeper, apiary, honey, raw honey, bees, honeybee, honeybees, beeswax, mead, hive, hives",
    symbols: "phosphor:hexagon tabler:hexagons phosphor:flower phosphor:drop phosphor:jar-label phosphor:sun",
    palettes: ["solar", "wheat-cream", "crust", "hops"],
    fonts: ["slab", "serif", "script"],
    moods: ["natural", "rustic"],
    geometry: ["facets", "petals", "sunburst"],
  },
  {
    id: "equestrian",
    label: "stables",
    keywords:
      "equestrian, horse, horses, horse riding, riding school, riding lessons, stables, stable, livery, farrier, dressage, show jumping, pony club, ponies",
    symbols: "phosphor:horse tabler:horseshoe tabler:horse phosphor:barn phosphor:medal phosphor:trophy",
    palettes: ["oxblood", "navy-gold", "forest", "crust"],
    fonts: ["serif", "display-serif", "script"],
    moods: ["vintage", "elegant"],
    geometry: ["rings", "chevrons"],
  },
  // Trades and the home.
  {
    id: "construction",
    label: "construction company",
    keywords:
      "construction, builder, builders, building contractor, contractor, contractors, general contractor, renovation, renovations, remodeling, remodelling, masonry, mason, bricklayer, bricklaying, concrete, excavation, framing, home builder, extensions, groundworks, demolition, scaffolding",
    symbols:
      "phosphor:hard-hat phosphor:crane phosphor:hammer phosphor:bulldozer phosphor:toolbox phosphor:ruler",
    palettes: ["charcoal-orange", "steel", "navy-gold", "hops"],
    fonts: ["display", "slab", "geometric-sans"],
    moods: ["bold", "trustworthy"],
    geometry: ["chevrons", "stack", "facets"],
  },
  {
    id: "roofing",
    label: "roofing company",
    keywords:
      "roof, roofs, roofing, roofer, roofers, roof repair, roof repairs, gutters, guttering, shingles, slate roofing, chimney, chimneys, skylights, re-roofing",
    symbols:
      "phosphor:house-simple phosphor:house tabler:home lucide:house phosphor:hammer phosphor:hard-hat",
    palettes: ["charcoal-orange", "steel", "brick", "navy-gold"],
    fonts: TRADE_VOICE,
    moods: ["trustworthy", "bold"],
    geometry: ["chevrons", "stack", "facets"],
  },
  {
    id: "plumbing",
    label: "plumber",
    keywords:
      "plumbing, plumber, plumbers, drain, drains, drainage, pipes, pipework, leaks, leak repair, boiler, boilers, water heater, bathroom fitting, bathrooms, gas engineer, sewer",
    symbols: "phosphor:pipe-wrench phosphor:drop lucide:faucet phosphor:pipe phosphor:wrench phosphor:shower",
    palettes: ["medical-blue", "ocean", "charcoal-orange", "steel"],
    fonts: TRADE_VOICE,
    moods: ["trustworthy", "bold"],
    geometry: ["waves", "rings", "chevrons"],
  },
  {
    id: "electrical",
    label: "electrician",
    keywords:
      "electrician, electricians, electrical, electrical contractor, electrics, wiring, rewiring, rewire, fuse box, ev charger installation, lighting installation, sparky, electrical repairs",
    symbols:
      "phosphor:lightning phosphor:plug lucide:plug-zap phosphor:lightbulb phosphor:plugs-connected tabler:bolt",
    palettes: ["solar", "charcoal-orange", "steel", "ink-blue"],
    fonts: TRADE_VOICE,
    moods: ["trustworthy", "energetic"],
    geometry: ["chevrons", "sunburst", "stack"],
  },
  {
    id: "hvac",
    label: "heating and cooling company",
    keywords:
      "hvac, heating, cooling, air conditioning, aircon, heat pump, heat pumps, furnace, furnaces, ventilation, refrigeration, heating and cooling, climate control, ductwork",
    symbols:
      "phosphor:thermometer phosphor:fan phosphor:snowflake phosphor:flame phosphor:wind lucide:thermometer-snowflake",
    palettes: ["medical-blue", "energy-red", "steel", "ocean"],
    fonts: TRADE_VOICE,
    moods: ["trustworthy", "bold"],
    geometry: ["waves", "orbit", "chevrons"],
  },
  {
    id: "carpentry",
    label: "woodworking workshop",
    keywords:
      "carpentry, carpenter, carpenters, woodworking, woodworker, woodwork, woodshop, wood shop, joinery, joiner, joiners, cabinetmaker, cabinet maker, cabinetry, cabinets, furniture, furniture maker, furniture workshop, furniture makers, handmade furniture, bespoke furniture, tables, chairs, wood, wooden, timber, oak, walnut, upholstery, upholsterer, furniture restoration",
    symbols:
      "phosphor:chair phosphor:armchair lucide:axe tabler:wood phosphor:hammer phosphor:desk lucide:tree-deciduous",
    palettes: ["crust", "forest", "terracotta", "wheat-cream"],
    fonts: ["slab", "serif", "display-serif"],
    moods: ["rustic", "vintage"],
    geometry: ["stack", "rings", "chevrons"],
  },
  {
    id: "metalwork",
    label: "metalworks",
    keywords:
      "blacksmith, blacksmithing, smith, smithing, smithy, forge, forged, metalwork, metalworking, metal fabrication, fabrication, welding, welder, welders, ironwork, ironworks, bladesmith, knife maker, knifemaker, foundry, machinist, machine shop",
    symbols: "lucide:anvil phosphor:hammer phosphor:flame phosphor:knife lucide:flame-kindling phosphor:fire",
    palettes: ["steel", "charcoal-orange", "graphite", "brick"],
    fonts: ["slab", "display", "display-serif"],
    moods: ["bold", "rustic"],
    geometry: ["chevrons", "facets", "sunburst"],
  },
  {
    id: "painting",
    label: "painter and decorator",
    keywords:
      "painter, painters, painting and decorating, decorator, decorators, house painting, house painter, interior painting, exterior painting, wallpapering, wallpaper, plastering, plasterer, drywall",
    symbols:
      "phosphor:paint-roller phosphor:paint-brush-broad phosphor:paint-bucket phosphor:paint-brush lucide:paint-roller phosphor:house-line",
    palettes: ["coral-teal", "charcoal-orange", "ink-blue", "sunset"],
    fonts: TRADE_VOICE,
    moods: ["trustworthy", "friendly"],
    geometry: ["waves", "quarters", "stack"],
  },
  {
    id: "handyman",
    label: "handyman service",
    keywords:
      "handyman, handymen, odd jobs, home repair, home repairs, repairs, maintenance, property maintenance, home maintenance, fix-it, fixer, flooring, tiling, tiler, appliance repair, assembly, furniture assembly",
    symbols:
      "phosphor:toolbox phosphor:wrench phosphor:hammer phosphor:screwdriver tabler:tools phosphor:house-line",
    palettes: ["charcoal-orange", "medical-blue", "steel", "slate-teal"],
    fonts: TRADE_VOICE,
    moods: ["trustworthy", "friendly"],
    geometry: ["chevrons", "rings", "stack"],
  },
  {
    id: "locksmith",
    label: "locksmith",
    keywords: "locksmith, locksmiths, locks, lockout, lockouts, key cutting, keys cut, safes, lock repair",
    symbols: "phosphor:key phosphor:lock-key phosphor:keyhole phosphor:lock tabler:key",
    palettes: ["navy-gold", "steel", "charcoal-orange", "graphite"],
    fonts: TRADE_VOICE,
    moods: ["trustworthy", "bold"],
    geometry: ["rings", "facets"],
  },
  {
    id: "pest-control",
    label: "pest control service",
    keywords:
      "pest control, pest, pests, exterminator, exterminators, termite, termites, rodent, rodents, bed bugs, wasp removal, fumigation",
    symbols: "phosphor:bug phosphor:bug-beetle phosphor:shield-check tabler:spray lucide:bug",
    palettes: ["eco-green", "charcoal-orange", "steel", "forest"],
    fonts: TRADE_VOICE,
    moods: ["trustworthy", "bold"],
    geometry: ["facets", "chevrons"],
  },
  {
    id: "cleaning",
    label: "cleaning service",
    keywords:
      "cleaning, cleaner, cleaners, cleaning service, janitorial, maid, maids, housekeeping, house cleaning, office cleaning, pressure washing, power washing, window cleaning, carpet cleaning, deep cleaning, spotless, end of tenancy",
    symbols:
      "phosphor:sparkle phosphor:broom phosphor:spray-bottle lucide:broom-sparkles tabler:bucket phosphor:drop",
    palettes: ["mint", "medical-blue", "ocean", "lavender"],
    fonts: ["rounded-sans", "geometric-sans", "humanist-sans"],
    moods: ["friendly", "minimal"],
    geometry: ["waves", "petals", "blob"],
  },
  {
    id: "laundry",
    label: "laundry",
    keywords:
      "laundry, laundromat, launderette, laundrette, dry cleaning, dry cleaner, dry cleaners, wash and fold, ironing, ironing service, alterations and dry cleaning",
    symbols:
      "phosphor:washing-machine phosphor:t-shirt phosphor:coat-hanger lucide:washing-machine phosphor:drop",
    palettes: ["medical-blue", "mint", "lavender", "ocean"],
    fonts: ["rounded-sans", "geometric-sans"],
    moods: ["friendly", "minimal"],
    geometry: ["waves", "rings", "blob"],
  },
  {
    id: "landscaping",
    label: "landscaping company",
    keywords:
      "landscaping, landscaper, landscapers, landscape, landscape design, gardening, gardener, gardeners, garden design, garden, gardens, lawn, lawns, lawn care, tree service, tree surgeon, arborist, greenhouse, yard, yard work, mowing, hedge trimming, horticulture, garden centre, garden center, plant nursery",
    symbols:
      "phosphor:plant phosphor:tree phosphor:leaf phosphor:shovel phosphor:potted-plant lucide:sprout lucide:trees",
    palettes: ["forest", "eco-green", "sage", "hops"],
    fonts: ["slab", "humanist-sans", "serif"],
    moods: ["natural", "trustworthy"],
    geometry: ["petals", "waves", "sunburst"],
  },
  {
    id: "pool",
    label: "pool service",
    keywords:
      "pool, pools, pool service, pool cleaning, pool maintenance, swimming pool, pool builder, hot tub, hot tubs, spa pools",
    symbols: "phosphor:swimming-pool phosphor:waves phosphor:drop lucide:waves-ladder phosphor:sun",
    palettes: ["ocean", "mint", "medical-blue", "coral-teal"],
    fonts: ["geometric-sans", "rounded-sans"],
    moods: ["friendly", "calm"],
    geometry: ["waves", "rings"],
  },
  {
    id: "real-estate",
    label: "real estate agency",
    keywords:
      "real estate, realtor, realtors, realty, property, properties, estate agent, estate agents, homes for sale, housing, apartment, apartments, rental, rentals, letting agent, lettings, property management, property manager, mortgage broker, home buying, homebuyers",
    symbols:
      "phosphor:house-line phosphor:key phosphor:buildings phosphor:house-simple phosphor:building-apartment phosphor:door-open",
    palettes: ["navy-gold", "clay-modern", "slate-teal", "midnight-gold"],
    fonts: ["geometric-sans", "serif", "display-serif"],
    moods: ["trustworthy", "elegant"],
    geometry: ["stack", "facets", "chevrons"],
  },
  {
    id: "architecture",
    label: "architecture studio",
    keywords:
      "architecture, architect, architects, architectural, interior design, interior designer, interior designers, interiors, home decor, decor, design build, home staging, kitchen design, landscape architecture",
    symbols:
      "phosphor:compass-tool phosphor:ruler phosphor:blueprint phosphor:house-line phosphor:armchair phosphor:lamp phosphor:columns",
    palettes: ["clay-modern", "graphite", "sage", "champagne-noir"],
    fonts: ["geometric-sans", "grotesque-sans", "display-serif"],
    moods: ["minimal", "elegant"],
    geometry: ["facets", "quarters", "stack"],
  },
  {
    id: "storage",
    label: "storage company",
    keywords:
      "storage, self storage, self-storage, storage units, storage unit, warehousing, archive storage, lockers",
    symbols: "phosphor:warehouse phosphor:package phosphor:lock-key lucide:package phosphor:key",
    palettes: ["charcoal-orange", "slate-teal", "steel", "navy-gold"],
    fonts: ["geometric-sans", "display"],
    moods: ["trustworthy", "minimal"],
    geometry: ["stack", "quarters"],
  },
];
