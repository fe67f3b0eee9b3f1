import { type IndustryDefinition, SERIF_VOICE, TECH_VOICE } from "./industry-definition";

/** Getting around, and money, law and business. */
export const TRANSPORT_AND_BUSINESS_INDUSTRIES: readonly IndustryDefinition[] = [
  // Getting around.
  {
    id: "automotive",
    label: "auto shop",
    keywords:
      "auto, automotive, car, cars, mechanic, mechanics, garage, auto repair, car repair, tire, tyres, tires, tyre shop, dealership, car dealer, motor, motors, body shop, panel beater, motorcycle, motorcycles, oil change, mot, servicing, auto parts, classic cars",
    symbols:
      "phosphor:car phosphor:steering-wheel phosphor:wrench phosphor:engine phosphor:tire phosphor:car-profile phosphor:gauge",
    palettes: ["steel", "charcoal-orange", "energy-red", "graphite"],
    fonts: ["display", "geometric-sans", "slab"],
    moods: ["bold", "energetic"],
    geometry: ["chevrons", "rings", "stack"],
  },
  {
    id: "car-wash",
    label: "car wash",
    keywords:
      "car wash, carwash, car detailing, auto detailing, detailing, valeting, car valeting, mobile detailing, ceramic coating",
    symbols:
      "phosphor:car phosphor:drop phosphor:sparkle phosphor:car-profile lucide:droplets phosphor:spray-bottle",
    palettes: ["ocean", "medical-blue", "graphite", "cyber-teal"],
    fonts: ["display", "geometric-sans"],
    moods: ["energetic", "bold"],
    geometry: ["waves", "chevrons"],
  },
  {
    id: "taxi",
    label: "transport service",
    keywords:
      "taxi, taxis, cab, cabs, minicab, rideshare, ride share, chauffeur, chauffeurs, limo, limousine, limousines, shuttle, shuttles, airport transfers, transfers, coach hire, bus company, private driver",
    symbols:
      "phosphor:taxi phosphor:car-profile phosphor:steering-wheel phosphor:bus phosphor:map-pin phosphor:road-horizon",
    palettes: ["solar", "graphite", "navy-gold", "charcoal-orange"],
    fonts: ["geometric-sans", "display"],
    moods: ["trustworthy", "energetic"],
    geometry: ["chevrons", "orbit"],
  },
  {
    id: "driving-school",
    label: "driving school",
    keywords:
      "driving school, driving lessons, driving instructor, driving instructors, learner drivers, learner driver, driving test, driver training, driver education",
    symbols:
      "phosphor:steering-wheel phosphor:car phosphor:road-horizon phosphor:traffic-sign phosphor:car-profile",
    palettes: ["energy-red", "medical-blue", "solar", "coral-teal"],
    fonts: ["rounded-sans", "geometric-sans"],
    moods: ["friendly", "trustworthy"],
    geometry: ["chevrons", "rings"],
  },
  {
    id: "bicycle",
    label: "bike shop",
    keywords:
      "bike shop, bicycle, bicycles, bike, bikes, bike repair, bicycle repair, cycling, cyclist, cyclists, e-bike, e-bikes, ebike, mountain bikes, bike rental, bike tours",
    symbols: "phosphor:bicycle tabler:bike lucide:bike phosphor:person-simple-bike phosphor:wrench",
    palettes: ["energy-red", "electric-lime", "graphite", "forest"],
    fonts: ["display", "geometric-sans", "slab"],
    moods: ["energetic", "bold"],
    geometry: ["rings", "chevrons", "orbit"],
  },
  {
    id: "logistics",
    label: "logistics company",
    keywords:
      "logistics, courier, couriers, shipping, freight, trucking, haulage, haulier, transport, transportation, cargo, fleet, dispatch, warehouse, supply chain, last mile, parcel, parcels, distribution, fulfilment, fulfillment, delivery service, delivery company, same-day delivery",
    symbols:
      "phosphor:truck phosphor:package phosphor:shipping-container phosphor:van tabler:truck-delivery lucide:package",
    palettes: ["charcoal-orange", "medical-blue", "energy-red", "slate-teal"],
    fonts: ["geometric-sans", "display", "grotesque-sans"],
    moods: ["energetic", "trustworthy"],
    geometry: ["chevrons", "stack", "orbit"],
  },
  {
    id: "moving",
    label: "moving company",
    keywords:
      "movers, moving company, moving, removals, removal company, relocation, relocations, house moves, man with a van, packing service",
    symbols: "phosphor:truck phosphor:package phosphor:house-line phosphor:van lucide:package-open",
    palettes: ["charcoal-orange", "ocean", "slate-teal", "energy-red"],
    fonts: ["geometric-sans", "display", "rounded-sans"],
    moods: ["friendly", "trustworthy"],
    geometry: ["chevrons", "stack"],
  },
  {
    id: "aviation",
    label: "aviation company",
    keywords:
      "aviation, aircraft, airline, airlines, flight school, flying school, pilot training, charter flights, private jet, private jets, helicopter, helicopters, airfield, aerospace",
    symbols:
      "phosphor:airplane-tilt phosphor:airplane-in-flight phosphor:airplane-takeoff tabler:plane lucide:plane phosphor:compass",
    palettes: ["navy-gold", "ocean", "steel", "midnight-gold"],
    fonts: ["geometric-sans", "display", "grotesque-sans"],
    moods: ["trustworthy", "bold"],
    geometry: ["chevrons", "orbit"],
  },
  {
    id: "drones",
    label: "drone company",
    keywords:
      "drone, drones, aerial, aerial survey, aerial surveys, aerial photography, aerial imaging, aerial mapping, uav, uavs, quadcopter, drone survey, drone surveys, drone photography, drone mapping, drone pilot, crop monitoring, land survey, surveying, photogrammetry",
    symbols: "phosphor:drone tabler:drone lucide:drone phosphor:map-trifold phosphor:crosshair tabler:radar",
    palettes: ["cyber-teal", "eco-green", "slate-teal", "ink-blue"],
    fonts: ["geometric-sans", "grotesque-sans"],
    moods: ["tech", "energetic"],
    geometry: ["orbit", "chevrons", "facets"],
  },
  {
    id: "marine",
    label: "marine business",
    keywords:
      "marine, boat, boats, boating, yacht, yachts, yachting, sailing, sail, sailboat, harbor, harbour, marina, nautical, diving, dive shop, scuba, charter boat, boat charter, ferry, boat repair, boatyard, shipyard, kayak, kayaking, canoe",
    symbols:
      "phosphor:anchor phosphor:sailboat phosphor:lighthouse phosphor:boat phosphor:compass-rose phosphor:lifebuoy phosphor:waves",
    palettes: ["ocean", "navy-gold", "slate-teal", "sunset"],
    fonts: ["slab", "serif", "geometric-sans", "script"],
    moods: ["calm", "vintage"],
    geometry: ["waves", "rings", "sunburst"],
  },
  // Money, law and business.
  {
    id: "legal",
    label: "law firm",
    keywords:
      "law, lawyer, lawyers, attorney, attorneys, legal, law firm, law office, solicitor, solicitors, barrister, barristers, notary, litigation, counsel, paralegal, advocate, advocates, justice, immigration law, family law, conveyancing",
    symbols:
      "phosphor:scales phosphor:gavel phosphor:columns phosphor:bank phosphor:seal phosphor:book-open phosphor:feather",
    palettes: ["navy-gold", "oxblood", "ink-blue", "midnight-gold"],
    fonts: SERIF_VOICE,
    moods: ["trustworthy", "elegant"],
    geometry: ["rings", "facets", "stack"],
  },
  {
    id: "finance",
    label: "financial firm",
    keywords:
      "finance, financial, accounting, accountant, accountants, accountancy, bookkeeping, bookkeeper, tax, taxes, tax preparation, tax return, investment, investing, investments, wealth, wealth management, bank, banks, banking, capital, fund, funds, payroll, cpa, financial advisor, financial planning, fintech, lending, loan, loans, mortgage, mortgages, credit union, ledger, audit",
    symbols:
      "phosphor:chart-line-up phosphor:coins phosphor:bank phosphor:piggy-bank phosphor:calculator phosphor:vault phosphor:chart-pie-slice",
    palettes: ["navy-gold", "slate-teal", "eco-green", "ink-blue"],
    fonts: ["geometric-sans", "serif", "humanist-sans"],
    moods: ["trustworthy", "minimal"],
    geometry: ["stack", "chevrons", "facets", "rings"],
  },
  {
    id: "blockchain",
    label: "blockchain company",
    keywords:
      "blockchain, blockchains, crypto, cryptocurrency, cryptocurrencies, web3, defi, nft, nfts, token, tokens, tokenization, smart contract, smart contracts, distributed ledger, ledger technology, bitcoin, ethereum, stablecoin, digital assets, digital asset",
    symbols:
      "phosphor:cube tabler:blocks phosphor:cube-transparent tabler:hexagons phosphor:graph lucide:blocks phosphor:link-simple",
    palettes: ["cyber-teal", "neon-violet", "ink-blue", "graphite"],
    fonts: TECH_VOICE,
    moods: ["tech", "trustworthy"],
    geometry: ["facets", "pixels", "stack"],
  },
  {
    id: "insurance",
    label: "insurance agency",
    keywords:
      "insurance, insurer, insurers, coverage, underwriting, insurance broker, brokerage, assurance, life insurance, home insurance, car insurance",
    symbols:
      "phosphor:umbrella phosphor:shield-check phosphor:hand-heart phosphor:house-line phosphor:handshake",
    palettes: ["medical-blue", "navy-gold", "slate-teal"],
    fonts: ["humanist-sans", "geometric-sans", "serif"],
    moods: ["trustworthy", "friendly"],
    geometry: ["rings", "facets"],
  },
  {
    id: "consulting",
    label: "consultancy",
    keywords:
      "consulting, consultancy, consultant, consultants, strategy, management consulting, business consulting, advisors, advisory, business coach, business coaching, executive coaching, leadership, operations, enterprise, project management, virtual assistant",
    symbols:
      "phosphor:handshake phosphor:compass phosphor:target phosphor:chart-line-up phosphor:lightbulb phosphor:strategy phosphor:briefcase",
    palettes: ["slate-teal", "navy-gold", "ink-blue", "graphite"],
    fonts: ["geometric-sans", "humanist-sans", "serif"],
    moods: ["trustworthy", "minimal"],
    geometry: ["stack", "chevrons", "orbit", "rings"],
  },
  {
    id: "recruiting",
    label: "recruitment agency",
    keywords:
      "recruitment, recruiting, recruiter, recruiters, staffing, staffing agency, headhunting, headhunter, talent, talent acquisition, hiring, jobs, job board, careers, hr, human resources, employment agency",
    symbols:
      "phosphor:users-three phosphor:handshake phosphor:identification-badge phosphor:briefcase phosphor:user-circle",
    palettes: ["coral-teal", "slate-teal", "ink-blue", "navy-gold"],
    fonts: ["geometric-sans", "humanist-sans"],
    moods: ["friendly", "trustworthy"],
    geometry: ["orbit", "rings", "chevrons"],
  },
  {
    id: "coworking",
    label: "coworking space",
    keywords:
      "coworking, co-working, coworking space, shared office, office space, hot desks, hot desking, workspace, workspaces, business centre",
    symbols: "phosphor:desk phosphor:users-three phosphor:laptop phosphor:buildings phosphor:coffee",
    palettes: ["clay-modern", "coral-teal", "graphite", "slate-teal"],
    fonts: ["geometric-sans", "grotesque-sans"],
    moods: ["minimal", "friendly"],
    geometry: ["quarters", "stack", "orbit"],
  },
];
