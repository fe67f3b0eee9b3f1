import type { FontCategory } from "../font-family";
import type { GeometricKind } from "../marks/geometric";
import type { MoodId } from "./moods";

/**
 * Industries: what the business does. Each carries the symbols, palettes, type voices and
 * abstract marks that suit it, so a bakery and a cybersecurity start-up never look alike.
 * Keywords are matched on folded, singularised words and on two- and three-word phrases;
 * keywords in scripts written without spaces (ラーメン) are found inside the text.
 *
 * There are no taglines here on purpose: words on a logo come from the user's own description
 *, never from a list of claims the engine would make up.
 */
export interface Industry {
  id: string;
  /** Noun used in copy, e.g. "bakery". */
  label: string;
  keywords: readonly string[];
  /** Curated icon ids (set:name), best first. Every one must be a right symbol for the field. */
  symbols: readonly string[];
  palettes: readonly string[];
  fonts: readonly FontCategory[];
  moods: readonly MoodId[];
  geometry: readonly GeometricKind[];
}

export const GENERAL_INDUSTRY_ID = "general";

interface IndustryDefinition extends Omit<Industry, "keywords" | "symbols"> {
  /** Comma-separated keywords and synonyms. */
  keywords: string;
  /** Space-separated icon ids. */
  symbols: string;
}

const SERIF_VOICE: FontCategory[] = ["serif", "display-serif", "humanist-sans"];
const FOOD_VOICE: FontCategory[] = ["display-serif", "slab", "serif", "script"];
const TRADE_VOICE: FontCategory[] = ["slab", "geometric-sans", "display"];
const CLINIC_VOICE: FontCategory[] = ["humanist-sans", "geometric-sans", "rounded-sans"];
const TECH_VOICE: FontCategory[] = ["grotesque-sans", "geometric-sans"];

const DEFINITIONS: IndustryDefinition[] = [
  // Food and drink, by what is served.
  {
    id: "bakery",
    label: "bakery",
    keywords:
      "bakery, bake, baker, baked, baking, bread, sourdough, pastry, patisserie, patissier, croissant, boulangerie, loaf, bagel, viennoiserie, baguette, bake shop, bakehouse, pie shop",
    symbols:
      "lucide:wheat phosphor:bread lucide:croissant phosphor:grains phosphor:chef-hat tabler:baguette phosphor:cake phosphor:cookie",
    palettes: ["crust", "wheat-cream", "terracotta", "retro"],
    fonts: ["serif", "script", "slab", "display-serif"],
    moods: ["rustic", "friendly"],
    geometry: ["sunburst", "petals", "rings"],
  },
  {
    id: "cafe",
    label: "café",
    keywords:
      "coffee, cafe, espresso, roastery, roaster, coffee roaster, barista, latte, cappuccino, coffee shop, coffeehouse, coffee house, coffee bar, brew bar, coffee beans, coffee cart, カフェ, 珈琲, コーヒー",
    symbols: "phosphor:coffee phosphor:coffee-bean lucide:coffee tabler:coffee tabler:mug lucide:bean",
    palettes: ["espresso", "crust", "terracotta", "graphite"],
    fonts: ["slab", "geometric-sans", "serif", "script"],
    moods: ["friendly", "rustic"],
    geometry: ["rings", "waves", "sunburst"],
  },
  {
    id: "tea",
    label: "tea house",
    keywords:
      "tea, teahouse, tea house, tea shop, matcha, chai, herbal tea, tea room, loose leaf, bubble tea, boba, tea merchant, 茶",
    symbols: "phosphor:tea-bag tabler:teapot phosphor:leaf tabler:bubble-tea phosphor:plant lucide:leaf",
    palettes: ["sage", "forest", "wheat-cream", "lavender"],
    fonts: ["serif", "humanist-sans", "script"],
    moods: ["calm", "natural"],
    geometry: ["petals", "waves"],
  },
  {
    id: "restaurant",
    label: "restaurant",
    keywords:
      "restaurant, bistro, diner, eatery, dining, brasserie, steakhouse, steak house, cuisine, chef, canteen, supper club, fine dining, kitchen, brunch, brunch spot, food hall, comfort food, soul food, home cooking",
    symbols:
      "phosphor:fork-knife phosphor:chef-hat phosphor:cooking-pot lucide:utensils-crossed phosphor:bowl-steam tabler:tools-kitchen-2",
    palettes: ["brick", "retro", "terracotta", "navy-gold"],
    fonts: FOOD_VOICE,
    moods: ["friendly", "vintage"],
    geometry: ["sunburst", "rings", "chevrons"],
  },
  {
    id: "italian",
    label: "Italian restaurant",
    keywords: "italian, trattoria, osteria, pasta, fresh pasta, risotto, antipasti, enoteca, ristorante",
    symbols:
      "phosphor:fork-knife phosphor:chef-hat phosphor:wine phosphor:cooking-pot phosphor:pepper lucide:wheat",
    palettes: ["brick", "eco-green", "terracotta", "retro"],
    fonts: ["script", "display-serif", "serif"],
    moods: ["friendly", "rustic"],
    geometry: ["sunburst", "rings"],
  },
  {
    id: "pizzeria",
    label: "pizzeria",
    keywords:
      "pizza, pizzeria, wood-fired pizza, neapolitan, pizza place, pizza shop, pizza truck, slice shop",
    symbols: "phosphor:pizza tabler:pizza lucide:pizza phosphor:flame phosphor:chef-hat phosphor:fork-knife",
    palettes: ["brick", "retro", "citrus"],
    fonts: ["display", "slab", "script"],
    moods: ["friendly", "bold"],
    geometry: ["sunburst", "quarters"],
  },
  {
    id: "burger",
    label: "burger joint",
    keywords:
      "burger, burgers, hamburger, cheeseburger, burger joint, burger bar, fast food, fries, hot dog, hot dogs, fried chicken, chicken wings, wings, sandwich, sandwiches, sandwich shop, deli sandwiches, takeaway",
    symbols: "phosphor:hamburger lucide:sandwich lucide:drumstick phosphor:fork-knife phosphor:flame",
    palettes: ["retro", "brick", "citrus", "charcoal-orange"],
    fonts: ["display", "slab", "rounded-sans"],
    moods: ["bold", "playful"],
    geometry: ["sunburst", "chevrons"],
  },
  {
    id: "barbecue",
    label: "barbecue joint",
    keywords:
      "barbecue, bbq, smokehouse, smoked, brisket, pitmaster, pit barbecue, ribs, pulled pork, grill house, grill, grilled, churrasco, korean bbq",
    symbols: "tabler:grill phosphor:flame tabler:meat lucide:beef tabler:grill-fork lucide:flame-kindling",
    palettes: ["brick", "charcoal-orange", "crust", "hops"],
    fonts: ["slab", "display", "display-serif"],
    moods: ["rustic", "bold"],
    geometry: ["sunburst", "chevrons"],
  },
  {
    id: "butcher",
    label: "butcher",
    keywords:
      "butcher, butchery, butcher shop, meat, meats, charcuterie, cured meats, sausages, sausage, meat market",
    symbols: "tabler:meat lucide:beef phosphor:knife tabler:sausage phosphor:cow lucide:drumstick",
    palettes: ["oxblood", "brick", "crust", "graphite"],
    fonts: ["slab", "display-serif", "serif"],
    moods: ["vintage", "rustic"],
    geometry: ["chevrons", "rings"],
  },
  {
    id: "seafood",
    label: "seafood kitchen",
    keywords:
      "seafood, fish, fish and chips, oyster, oysters, oyster bar, poke, fishmonger, lobster, shrimp, crab, chowder, raw bar, seafood shack",
    symbols: "phosphor:fish phosphor:fish-simple phosphor:shrimp lucide:fish tabler:fish phosphor:anchor",
    palettes: ["ocean", "brick", "slate-teal", "graphite"],
    fonts: ["geometric-sans", "serif", "slab"],
    moods: ["minimal", "friendly"],
    geometry: ["waves", "rings", "petals"],
  },
  {
    id: "sushi",
    label: "Japanese restaurant",
    keywords:
      "sushi, sushi bar, sashimi, japanese, japanese kitchen, japanese restaurant, izakaya, omakase, nigiri, maki, onigiri, bento, teriyaki, tempura, 寿司, すし, 鮨, 和食, 居酒屋",
    symbols:
      "phosphor:fish phosphor:onigiri phosphor:bowl-food tabler:bowl-chopsticks phosphor:fish-simple phosphor:shrimp",
    palettes: ["brick", "graphite", "ocean", "champagne-noir"],
    fonts: ["geometric-sans", "display-serif", "humanist-sans"],
    moods: ["minimal", "elegant"],
    geometry: ["waves", "rings", "sunburst"],
  },
  {
    id: "ramen",
    label: "noodle bar",
    keywords:
      "ramen, ramen bar, ramen shop, noodle, noodles, noodle bar, noodle shop, noodle house, pho, udon, soba, laksa, dumpling, dumplings, ラーメン, らーめん, 拉麺, うどん, そば",
    symbols:
      "phosphor:bowl-steam tabler:bowl-chopsticks tabler:soup phosphor:bowl-food lucide:soup phosphor:egg",
    palettes: ["brick", "charcoal-orange", "graphite", "retro"],
    fonts: ["display", "geometric-sans", "slab"],
    moods: ["bold", "friendly"],
    geometry: ["waves", "rings", "sunburst"],
  },
  {
    id: "asian",
    label: "Asian kitchen",
    keywords:
      "chinese, thai, vietnamese, korean, asian, asian fusion, dim sum, wok, stir fry, bao, banh mi, pad thai, szechuan, cantonese, bibimbap, kimchi",
    symbols:
      "tabler:bowl-chopsticks phosphor:bowl-steam phosphor:bowl-food phosphor:pepper lucide:soup phosphor:leaf",
    palettes: ["brick", "charcoal-orange", "eco-green", "graphite"],
    fonts: ["display", "geometric-sans", "slab"],
    moods: ["friendly", "bold"],
    geometry: ["rings", "sunburst", "waves"],
  },
  {
    id: "mexican",
    label: "taqueria",
    keywords:
      "taco, tacos, taqueria, mexican, burrito, burritos, tex-mex, cantina, quesadilla, nachos, enchiladas, tequila bar, salsa, guacamole, street tacos",
    symbols:
      "phosphor:pepper tabler:pepper phosphor:avocado tabler:avocado phosphor:fork-knife phosphor:flame",
    palettes: ["sunset", "citrus", "brick", "coral-teal"],
    fonts: ["display", "slab", "script"],
    moods: ["playful", "bold"],
    geometry: ["sunburst", "petals", "quarters"],
  },
  {
    id: "indian",
    label: "Indian kitchen",
    keywords:
      "indian, curry, curries, curry house, tandoori, masala, biryani, dosa, naan, tikka, punjabi, south indian, dhaba",
    symbols:
      "phosphor:bowl-steam phosphor:cooking-pot phosphor:pepper phosphor:flame phosphor:fork-knife phosphor:leaf",
    palettes: ["sunset", "brick", "citrus", "plum"],
    fonts: ["display-serif", "display", "serif"],
    moods: ["friendly", "bold"],
    geometry: ["petals", "sunburst", "rings"],
  },
  {
    id: "mediterranean",
    label: "Mediterranean kitchen",
    keywords:
      "mediterranean, greek, lebanese, turkish, falafel, kebab, kebabs, gyro, gyros, shawarma, meze, mezze, hummus, souvlaki, middle eastern, moroccan",
    symbols:
      "phosphor:fork-knife phosphor:bowl-food phosphor:leaf lucide:salad phosphor:pepper phosphor:flame",
    palettes: ["ocean", "terracotta", "eco-green", "citrus"],
    fonts: ["serif", "display-serif", "slab"],
    moods: ["friendly", "natural"],
    geometry: ["sunburst", "waves", "petals"],
  },
  {
    id: "tapas",
    label: "tapas bar",
    keywords: "tapas, tapas bar, tapas restaurant, spanish, paella, pintxos, bodega, sangria, jamon, iberico",
    symbols:
      "phosphor:wine phosphor:fork-knife phosphor:pepper phosphor:cheese phosphor:cooking-pot lucide:utensils-crossed",
    palettes: ["brick", "sunset", "vineyard", "terracotta"],
    fonts: ["display-serif", "script", "slab"],
    moods: ["friendly", "vintage"],
    geometry: ["sunburst", "petals", "rings"],
  },
  {
    id: "vegan",
    label: "plant-based kitchen",
    keywords:
      "vegan, plant-based, plant based, vegetarian, veggie, salad bar, salads, healthy food, healthy eating, raw food, wholefood, wholefoods, grain bowls, poke bowls",
    symbols: "lucide:vegan phosphor:leaf lucide:salad phosphor:carrot phosphor:avocado lucide:leafy-green",
    palettes: ["eco-green", "sage", "citrus", "mint"],
    fonts: ["rounded-sans", "humanist-sans", "script"],
    moods: ["natural", "friendly"],
    geometry: ["petals", "blob", "sunburst"],
  },
  {
    id: "juice",
    label: "juice bar",
    keywords:
      "juice, juices, juice bar, juicery, smoothie, smoothies, smoothie bar, cold-pressed, cold pressed, acai, acai bowls, lemonade, kombucha",
    symbols: "phosphor:orange-slice lucide:citrus tabler:lemon lucide:cup-soda tabler:apple phosphor:leaf",
    palettes: ["citrus", "sunset", "mint", "eco-green"],
    fonts: ["rounded-sans", "display", "script"],
    moods: ["playful", "energetic"],
    geometry: ["sunburst", "blob", "petals"],
  },
  {
    id: "ice-cream",
    label: "ice cream parlour",
    keywords:
      "ice cream, ice-cream, ice creams, gelato, gelateria, frozen yogurt, froyo, sorbet, popsicle, popsicles, soft serve, ice cream parlour, ice cream parlor, ice cream truck, sundae",
    symbols:
      "phosphor:ice-cream lucide:ice-cream-cone tabler:ice-cream lucide:ice-cream-bowl tabler:ice-cream-2",
    palettes: ["bubblegum", "blush", "citrus", "mint"],
    fonts: ["script", "rounded-sans", "display"],
    moods: ["playful", "friendly"],
    geometry: ["blob", "petals", "quarters"],
  },
  {
    id: "desserts",
    label: "sweet shop",
    keywords:
      "dessert, desserts, candy, candy store, sweets, sweet shop, chocolate, chocolates, chocolatier, confectionery, confectioner, donut, donuts, doughnut, doughnuts, cupcake, cupcakes, macaron, macarons, cake, cakes, custom cakes, wedding cakes, cookies, cookie shop, fudge, pastries",
    symbols:
      "lucide:cupcake phosphor:cake lucide:candy lucide:donut phosphor:cookie lucide:cake-slice lucide:lollipop tabler:chocolate",
    palettes: ["bubblegum", "blush", "citrus", "retro"],
    fonts: ["script", "rounded-sans", "display-serif"],
    moods: ["playful", "friendly"],
    geometry: ["blob", "petals", "quarters"],
  },
  {
    id: "bar",
    label: "cocktail bar",
    keywords:
      "bar, cocktail, cocktails, cocktail bar, lounge, speakeasy, mixology, mixologist, nightclub, night club, club night, rooftop bar, wine bar, piano bar, karaoke bar",
    symbols:
      "phosphor:martini tabler:glass-cocktail phosphor:champagne phosphor:wine phosphor:cheers tabler:glass-gin",
    palettes: ["midnight-gold", "vineyard", "neon-violet", "champagne-noir"],
    fonts: ["display-serif", "display", "script"],
    moods: ["elegant", "bold"],
    geometry: ["facets", "sunburst", "rings"],
  },
  {
    id: "pub",
    label: "pub",
    keywords:
      "pub, gastropub, gastro pub, tavern, taproom, tap room, alehouse, ale house, beer hall, beer garden, sports bar, public house, inn and pub, saloon, beer bar",
    symbols:
      "phosphor:beer-stein phosphor:pint-glass phosphor:beer-bottle phosphor:fork-knife tabler:beer lucide:hop",
    palettes: ["hops", "oxblood", "retro", "forest"],
    fonts: ["display-serif", "slab", "display"],
    moods: ["vintage", "friendly"],
    geometry: ["sunburst", "rings", "chevrons"],
  },
  {
    id: "brewery",
    label: "brewery",
    keywords:
      "brewery, brewing, brewer, brewers, craft brewery, beer, beers, craft beer, ale, ales, lager, brewpub, microbrewery, hops, ipa, stout, cider, cidery, home brew",
    symbols:
      "phosphor:beer-stein phosphor:beer-bottle lucide:hop phosphor:pint-glass lucide:barrel tabler:beer",
    palettes: ["hops", "retro", "brick", "forest"],
    fonts: ["slab", "display", "display-serif"],
    moods: ["vintage", "bold"],
    geometry: ["sunburst", "chevrons", "rings"],
  },
  {
    id: "winery",
    label: "winery",
    keywords:
      "winery, vineyard, vineyards, vintner, wine estate, wine, wines, cellar, cellar door, sommelier, vino, grape, grapes, champagne, wine merchant, wine shop, natural wine",
    symbols: "phosphor:wine lucide:grape lucide:wine phosphor:champagne tabler:grape lucide:bottle-wine",
    palettes: ["vineyard", "champagne-noir", "plum", "sage"],
    fonts: ["display-serif", "serif", "script"],
    moods: ["elegant", "vintage"],
    geometry: ["petals", "rings"],
  },
  {
    id: "distillery",
    label: "distillery",
    keywords:
      "distillery, distiller, distilling, spirits, gin, whisky, whiskey, bourbon, rum, vodka, mezcal, liqueur, craft spirits, sake",
    symbols: "lucide:barrel phosphor:flask tabler:glass-gin phosphor:martini lucide:wheat phosphor:drop",
    palettes: ["midnight-gold", "oxblood", "navy-gold", "hops"],
    fonts: ["display-serif", "serif", "slab"],
    moods: ["vintage", "elegant"],
    geometry: ["facets", "rings", "sunburst"],
  },
  {
    id: "catering",
    label: "caterer",
    keywords:
      "catering, caterer, caterers, private chef, personal chef, meal prep, meal kits, meal delivery, food delivery, food truck, street food, event catering, lunch boxes, dinner parties",
    symbols:
      "phosphor:chef-hat phosphor:cooking-pot phosphor:fork-knife lucide:utensils-crossed phosphor:bowl-food",
    palettes: ["terracotta", "eco-green", "navy-gold", "brick"],
    fonts: FOOD_VOICE,
    moods: ["friendly", "elegant"],
    geometry: ["sunburst", "rings", "petals"],
  },
  {
    id: "grocery",
    label: "market",
    keywords:
      "grocery, groceries, grocer, grocery store, market, farmers market, produce, deli, delicatessen, greengrocer, organic food, health food, corner shop, convenience store, supermarket, fruit, fruits, vegetable, vegetables, farm shop, bulk foods, zero waste shop",
    symbols:
      "phosphor:basket phosphor:carrot phosphor:orange-slice lucide:apple phosphor:avocado phosphor:shopping-bag",
    palettes: ["citrus", "eco-green", "forest", "sunset"],
    fonts: ["rounded-sans", "humanist-sans", "slab"],
    moods: ["natural", "friendly"],
    geometry: ["petals", "blob", "sunburst"],
  },
  {
    id: "baby",
    label: "baby brand",
    keywords:
      "baby, babies, baby food, baby foods, infant, infants, newborn, newborns, toddler, toddlers, maternity, nursing mothers, baby products, baby clothes, baby shop, weaning, purees, parenting",
    symbols:
      "phosphor:baby tabler:baby-bottle phosphor:baby-carriage lucide:baby tabler:bowl-spoon phosphor:carrot",
    palettes: ["mint", "blush", "citrus", "coral-teal"],
    fonts: ["rounded-sans", "humanist-sans", "script"],
    moods: ["friendly", "calm"],
    geometry: ["blob", "petals", "rings"],
  },
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
  // Technology.
  {
    id: "tech",
    label: "software company",
    keywords:
      "software, saas, app, apps, tech, technology, startup, start-up, platform, developer, developers, development, software development, app development, web development, it, cloud, data, analytics, automation, digital, web, website, websites, api, devops, computer, computers, infrastructure, database, databases",
    symbols:
      "phosphor:code phosphor:cpu phosphor:cloud phosphor:circuitry phosphor:brackets-curly phosphor:database phosphor:terminal-window phosphor:cube",
    palettes: ["neon-violet", "cyber-teal", "arcade", "graphite"],
    fonts: TECH_VOICE,
    moods: ["tech", "minimal"],
    geometry: ["pixels", "orbit", "facets", "stack"],
  },
  {
    id: "ai",
    label: "AI company",
    keywords:
      "ai, a.i., artificial intelligence, machine learning, deep learning, llm, llms, chatbot, chatbots, neural network, neural networks, computer vision, generative ai, ai-powered, ai agents",
    symbols:
      "lucide:brain-circuit phosphor:brain phosphor:head-circuit phosphor:sparkle phosphor:robot phosphor:circuitry phosphor:cpu",
    palettes: ["neon-violet", "cyber-teal", "ink-blue", "graphite"],
    fonts: TECH_VOICE,
    moods: ["tech", "minimal"],
    geometry: ["orbit", "pixels", "facets"],
  },
  {
    id: "robotics",
    label: "robotics company",
    keywords:
      "robotics, robot, robots, robotic, mechatronics, industrial automation, automation systems, cobots",
    symbols: "phosphor:robot phosphor:gear phosphor:cpu phosphor:circuitry tabler:robot lucide:bot",
    palettes: ["cyber-teal", "steel", "charcoal-orange", "graphite"],
    fonts: TECH_VOICE,
    moods: ["tech", "bold"],
    geometry: ["pixels", "facets", "orbit"],
  },
  {
    id: "security",
    label: "security company",
    keywords:
      "cybersecurity, cyber security, cyber-security, security, infosec, encryption, privacy, firewall, penetration testing, pentest, pentesting, threat detection, identity, authentication, surveillance, guard, guards, security guards, alarm, alarms, cctv, protection",
    symbols:
      "phosphor:shield-check phosphor:lock-key phosphor:fingerprint phosphor:shield phosphor:key phosphor:shield-chevron phosphor:password",
    palettes: ["cyber-teal", "neon-violet", "graphite", "medical-blue"],
    fonts: ["grotesque-sans", "geometric-sans", "display"],
    moods: ["tech", "trustworthy"],
    geometry: ["facets", "pixels", "rings", "chevrons"],
  },
  {
    id: "it-support",
    label: "IT support company",
    keywords:
      "it support, tech support, computer repair, computer repairs, laptop repair, phone repair, phone repairs, screen repair, electronics repair, managed services, managed it, help desk, helpdesk, networking, network installation",
    symbols:
      "phosphor:laptop phosphor:desktop phosphor:wrench phosphor:device-mobile phosphor:headset phosphor:cpu",
    palettes: ["medical-blue", "cyber-teal", "steel", "ink-blue"],
    fonts: ["geometric-sans", "grotesque-sans"],
    moods: ["tech", "trustworthy"],
    geometry: ["pixels", "stack", "chevrons"],
  },
  {
    id: "telecom",
    label: "internet provider",
    keywords:
      "internet provider, isp, broadband, fibre, fiber, fiber optic, wifi, wi-fi, telecom, telecoms, telecommunications, mobile network, connectivity",
    symbols:
      "phosphor:wifi-high phosphor:broadcast phosphor:globe-hemisphere-west phosphor:cell-signal-full tabler:antenna",
    palettes: ["cyber-teal", "ocean", "neon-violet", "ink-blue"],
    fonts: TECH_VOICE,
    moods: ["tech", "energetic"],
    geometry: ["orbit", "waves", "rings"],
  },
  {
    id: "gaming",
    label: "gaming studio",
    keywords:
      "gaming, video game, video games, esports, e-sports, gamer, gamers, game studio, game developer, indie game, arcade, streamer, streaming, retro games, game store",
    symbols:
      "phosphor:game-controller phosphor:joystick phosphor:sword phosphor:ghost phosphor:skull phosphor:crown",
    palettes: ["arcade", "neon-violet", "energy-red", "electric-lime"],
    fonts: ["display", "grotesque-sans", "geometric-sans"],
    moods: ["bold", "tech"],
    geometry: ["pixels", "facets", "chevrons"],
  },
  {
    id: "board-games",
    label: "game shop",
    keywords:
      "board game, board games, board game cafe, tabletop, tabletop games, card games, card game, puzzles, escape room, escape rooms, dice, roleplaying games",
    symbols:
      "phosphor:dice-five phosphor:puzzle-piece phosphor:poker-chip phosphor:cards phosphor:crown phosphor:sword",
    palettes: ["retro", "toybox", "oxblood", "forest"],
    fonts: ["display", "slab", "display-serif"],
    moods: ["playful", "vintage"],
    geometry: ["quarters", "pixels", "facets"],
  },
  // Creative services and media.
  {
    id: "marketing",
    label: "creative agency",
    keywords:
      "marketing, marketing agency, advertising, ad agency, branding, brand strategy, creative agency, design studio, graphic design, graphic designer, social media, social media marketing, seo, pr, public relations, communications, content marketing, copywriting, copywriter, digital marketing, web design, web designer",
    symbols:
      "phosphor:megaphone phosphor:lightbulb phosphor:pen-nib phosphor:target phosphor:paint-brush phosphor:palette phosphor:bezier-curve",
    palettes: ["coral-teal", "neon-violet", "graphite", "sunset"],
    fonts: ["geometric-sans", "grotesque-sans", "display-serif"],
    moods: ["bold", "playful"],
    geometry: ["quarters", "blob", "chevrons", "orbit"],
  },
  {
    id: "printing",
    label: "print shop",
    keywords:
      "printing, printer, printers, print shop, print studio, screen printing, screenprinting, letterpress, signage, sign shop, sign maker, signs, stickers, labels, business cards, risograph, embroidery shop, custom t-shirts",
    symbols:
      "phosphor:printer phosphor:stamp lucide:printer phosphor:paint-bucket phosphor:t-shirt phosphor:file-text",
    palettes: ["retro", "ink-blue", "coral-teal", "charcoal-orange"],
    fonts: ["slab", "display", "grotesque-sans"],
    moods: ["bold", "vintage"],
    geometry: ["quarters", "stack", "chevrons"],
  },
  {
    id: "photography",
    label: "photography studio",
    keywords:
      "photography, photographer, photographers, photo, photos, photo studio, portrait, portraits, wedding photography, wedding photographer, camera, cameras, headshots, newborn photography, family portraits",
    symbols: "phosphor:camera phosphor:aperture tabler:camera lucide:camera phosphor:image",
    palettes: ["graphite", "champagne-noir", "clay-modern", "blush"],
    fonts: ["script", "geometric-sans", "display-serif"],
    moods: ["elegant", "minimal"],
    geometry: ["rings", "petals", "orbit"],
  },
  {
    id: "film",
    label: "film studio",
    keywords:
      "film, films, movie, movies, cinema, video production, production company, productions, filmmaker, filmmakers, videography, videographer, animation, animation studio, documentary, documentaries, theater, theatre, theatre company, drama school",
    symbols:
      "phosphor:film-slate phosphor:film-reel phosphor:video-camera phosphor:film-strip phosphor:popcorn tabler:masks-theater",
    palettes: ["midnight-gold", "graphite", "energy-red", "neon-violet"],
    fonts: ["display", "display-serif", "geometric-sans"],
    moods: ["bold", "elegant"],
    geometry: ["sunburst", "rings", "chevrons"],
  },
  {
    id: "music",
    label: "music studio",
    keywords:
      "music, musician, musicians, band, recording, recording studio, record label, records, record store, record shop, dj, djs, music producer, audio, podcast, podcasts, radio, sound, sound engineer, singer, songwriter, guitar, guitars, piano, music lessons, music school, concert, concerts, festival, choir, orchestra, instruments, instrument repair, luthier, violin, cello, viola, trumpet, saxophone, drums, drummer, ukulele",
    symbols:
      "phosphor:music-notes phosphor:guitar phosphor:headphones phosphor:microphone-stage phosphor:vinyl-record phosphor:piano-keys phosphor:waveform",
    palettes: ["neon-violet", "retro", "sunset", "graphite"],
    fonts: ["display", "script", "geometric-sans"],
    moods: ["bold", "energetic"],
    geometry: ["waves", "rings", "orbit", "sunburst"],
  },
  {
    id: "science",
    label: "laboratory",
    keywords:
      "lab, labs, laboratory, laboratories, research lab, research, biotech, biotechnology, life sciences, science, scientific, chemistry, chemical, testing lab, diagnostics, genomics, microbiology, pharma, pharmaceutical, clinical trials",
    symbols:
      "phosphor:flask phosphor:atom phosphor:microscope phosphor:dna phosphor:test-tube lucide:flask-conical",
    palettes: ["cyber-teal", "medical-blue", "mint", "ink-blue"],
    fonts: ["geometric-sans", "grotesque-sans", "humanist-sans"],
    moods: ["tech", "trustworthy"],
    geometry: ["orbit", "facets", "rings"],
  },
  {
    id: "art",
    label: "art studio",
    keywords:
      "art, artist, artists, art studio, gallery, art gallery, painting studio, paintings, art classes, illustration, illustrator, muralist, murals, printmaking, fine art, sculpture, sculptor",
    symbols:
      "phosphor:palette phosphor:paint-brush phosphor:frame-corners phosphor:pencil-simple lucide:brush phosphor:pen-nib",
    palettes: ["coral-teal", "terracotta", "plum", "retro"],
    fonts: ["display-serif", "script", "geometric-sans"],
    moods: ["playful", "elegant"],
    geometry: ["blob", "quarters", "petals"],
  },
  {
    id: "crafts",
    label: "craft studio",
    keywords:
      "craft, crafts, handmade, handcrafted, pottery, potter, ceramics, ceramic, ceramicist, knitting, knit, yarn, sewing, quilting, quilts, leather, leathercraft, leather goods, candle making, maker, makers, crochet, macrame, embroidery, weaving, craft supplies, haberdashery",
    symbols:
      "phosphor:yarn phosphor:needle tabler:needle-thread phosphor:scissors phosphor:paint-brush phosphor:hand-heart",
    palettes: ["terracotta", "sage", "retro", "coral-teal"],
    fonts: ["script", "serif", "slab", "rounded-sans"],
    moods: ["rustic", "friendly"],
    geometry: ["petals", "blob", "quarters"],
  },
  {
    id: "candles",
    label: "candle and soap maker",
    keywords:
      "candle, candles, candle shop, soy candles, scented candles, soap, soaps, soap maker, bath bombs, bath products, home fragrance, wax melts",
    symbols: "tabler:candle phosphor:flame phosphor:drop phosphor:hand-soap phosphor:flower phosphor:leaf",
    palettes: ["blush", "sage", "lavender", "wheat-cream"],
    fonts: ["script", "serif", "display-serif"],
    moods: ["calm", "elegant"],
    geometry: ["petals", "blob"],
  },
  {
    id: "books",
    label: "bookshop",
    keywords:
      "book, books, bookstore, bookshop, book shop, library, publishing, publisher, publishers, author, authors, writer, writers, writing, literary, stationery, comics, comic shop, magazine, zine, poetry, editing, editor, translation services",
    symbols:
      "phosphor:book-open phosphor:books phosphor:feather phosphor:pen-nib phosphor:bookmark-simple phosphor:book-bookmark phosphor:scroll",
    palettes: ["ink-blue", "oxblood", "retro", "forest"],
    fonts: ["serif", "display-serif", "slab"],
    moods: ["vintage", "calm"],
    geometry: ["stack", "rings"],
  },
  // Health and care.
  {
    id: "healthcare",
    label: "clinic",
    keywords:
      "clinic, clinics, medical, medical practice, health, healthcare, health care, doctor, doctors, physician, physicians, gp, hospital, nurse, nurses, nursing, urgent care, family medicine, pediatric, paediatric, pediatrician, dermatology, dermatologist, telehealth, medical centre, medical center",
    symbols:
      "phosphor:heartbeat phosphor:first-aid phosphor:stethoscope phosphor:hand-heart phosphor:heart phosphor:asclepius",
    palettes: ["medical-blue", "mint", "slate-teal", "lavender"],
    fonts: CLINIC_VOICE,
    moods: ["trustworthy", "calm"],
    geometry: ["rings", "petals", "waves"],
  },
  {
    id: "dental",
    label: "dental practice",
    keywords:
      "dental, dentist, dentists, dentistry, dental clinic, dental practice, orthodontist, orthodontists, orthodontics, teeth, tooth, teeth whitening, oral care, oral health, braces, hygienist",
    symbols: "phosphor:tooth tabler:dental lucide:toothbrush phosphor:smiley phosphor:sparkle",
    palettes: ["mint", "medical-blue", "slate-teal"],
    fonts: CLINIC_VOICE,
    moods: ["friendly", "trustworthy"],
    geometry: ["petals", "rings", "blob"],
  },
  {
    id: "pharmacy",
    label: "pharmacy",
    keywords:
      "pharmacy, pharmacies, pharmacist, apothecary, drugstore, chemist, chemists, medicine, medicines, prescriptions, supplements, vitamins, compounding",
    symbols: "phosphor:pill phosphor:first-aid-kit lucide:pill-bottle phosphor:flask phosphor:plus-circle",
    palettes: ["mint", "eco-green", "medical-blue"],
    fonts: ["humanist-sans", "geometric-sans", "serif"],
    moods: ["trustworthy", "natural"],
    geometry: ["rings", "petals"],
  },
  {
    id: "physio",
    label: "physiotherapy clinic",
    keywords:
      "physiotherapy, physiotherapist, physio, physical therapy, physical therapist, chiropractor, chiropractors, chiropractic, osteopath, osteopathy, sports injury, sports injuries, rehab, rehabilitation, sports massage, occupational therapy, podiatry, podiatrist",
    symbols:
      "phosphor:person-simple-walk phosphor:bone phosphor:heartbeat phosphor:hand-heart tabler:massage phosphor:person-simple-run",
    palettes: ["medical-blue", "mint", "eco-green", "coral-teal"],
    fonts: CLINIC_VOICE,
    moods: ["trustworthy", "energetic"],
    geometry: ["rings", "chevrons", "waves"],
  },
  {
    id: "mental-health",
    label: "therapy practice",
    keywords:
      "therapy, therapist, therapists, counseling, counselling, counselor, counsellor, psychologist, psychologists, psychology, psychotherapy, psychotherapist, psychiatrist, mental health, wellbeing, well-being, life coach, life coaching, grief support, couples therapy",
    symbols:
      "phosphor:brain phosphor:heart phosphor:hand-heart phosphor:chat-circle-dots phosphor:plant phosphor:flower-lotus",
    palettes: ["lavender", "sage", "mint", "clay-modern"],
    fonts: ["humanist-sans", "serif", "rounded-sans"],
    moods: ["calm", "trustworthy"],
    geometry: ["petals", "waves", "blob"],
  },
  {
    id: "optician",
    label: "optician",
    keywords:
      "optician, opticians, optometrist, optometrists, optometry, eyewear, glasses, eyeglasses, spectacles, eye care, eye exams, contact lenses, sunglasses",
    symbols: "phosphor:eyeglasses phosphor:eye lucide:glasses phosphor:sunglasses tabler:eyeglass",
    palettes: ["medical-blue", "graphite", "clay-modern", "ink-blue"],
    fonts: ["geometric-sans", "humanist-sans"],
    moods: ["minimal", "trustworthy"],
    geometry: ["rings", "orbit"],
  },
  {
    id: "senior-care",
    label: "care service",
    keywords:
      "senior care, elderly care, elder care, aged care, home care, home care agency, care home, care homes, nursing home, assisted living, retirement home, caregiver, caregivers, carers, companionship, hospice, respite care",
    symbols:
      "phosphor:hand-heart phosphor:heart phosphor:house-line phosphor:users phosphor:sun phosphor:flower",
    palettes: ["sage", "lavender", "medical-blue", "wheat-cream"],
    fonts: ["humanist-sans", "serif", "rounded-sans"],
    moods: ["calm", "trustworthy"],
    geometry: ["petals", "rings", "sunburst"],
  },
  {
    id: "nutrition",
    label: "nutrition practice",
    keywords:
      "nutrition, nutritionist, nutritionists, dietitian, dietitians, dietician, meal plans, meal planning, nutrition coaching, weight loss, healthy living, gut health",
    symbols: "lucide:apple phosphor:carrot phosphor:leaf lucide:salad phosphor:heart phosphor:avocado",
    palettes: ["eco-green", "citrus", "mint", "sage"],
    fonts: ["rounded-sans", "humanist-sans"],
    moods: ["natural", "friendly"],
    geometry: ["petals", "blob"],
  },
  {
    id: "veterinary",
    label: "veterinary clinic",
    keywords:
      "vet, vets, veterinary, veterinarian, veterinarians, animal hospital, animal clinic, veterinary clinic, vet clinic, pet hospital",
    symbols:
      "phosphor:paw-print tabler:stethoscope phosphor:dog phosphor:cat phosphor:first-aid phosphor:heart",
    palettes: ["medical-blue", "mint", "pet-warm", "coral-teal"],
    fonts: CLINIC_VOICE,
    moods: ["friendly", "trustworthy"],
    geometry: ["petals", "rings", "blob"],
  },
  {
    id: "pets",
    label: "pet care business",
    keywords:
      "pet, pets, dog, dogs, puppy, puppies, cat, cats, kitten, kittens, animal, animals, grooming salon, pet grooming, dog grooming, dog groomer, groomer, dog walker, dog walkers, dog walking, kennel, kennels, pet sitting, pet sitter, doggy daycare, dog daycare, pet shop, pet store, pet food, pet supplies, dog training, dog trainer, animal rescue, animal shelter, pet spa, cattery",
    symbols:
      "phosphor:paw-print phosphor:dog phosphor:cat phosphor:bone tabler:paw phosphor:bird phosphor:rabbit",
    palettes: ["pet-warm", "coral-teal", "citrus", "mint"],
    fonts: ["rounded-sans", "display", "slab"],
    moods: ["friendly", "playful"],
    geometry: ["blob", "petals", "quarters"],
  },
  // Beauty and style.
  {
    id: "beauty",
    label: "beauty salon",
    keywords:
      "beauty, beauty salon, beauty studio, salon, skincare, skin care, skin clinic, cosmetics, makeup, make-up, makeup artist, lashes, lash extensions, brows, brow bar, esthetician, aesthetician, facial, facials, aesthetics, perfume, perfumery, fragrance, waxing, tanning, spray tan, beauty products",
    symbols:
      "phosphor:sparkle phosphor:flower lucide:perfume-bottle phosphor:drop phosphor:flower-tulip phosphor:hand-soap",
    palettes: ["blush", "champagne-noir", "lavender", "sage"],
    fonts: ["script", "display-serif", "serif", "geometric-sans"],
    moods: ["elegant", "calm"],
    geometry: ["petals", "rings", "blob"],
  },
  {
    id: "hair-salon",
    label: "hair salon",
    keywords:
      "hair salon, hair studio, hairdresser, hairdressers, hairdressing, hair stylist, hairstylist, stylist, stylists, hair colour, hair color, colorist, colourist, blowout, blow dry, blow-dry bar, hair extensions, braids, braiding, hair",
    symbols: "phosphor:scissors phosphor:hair-dryer lucide:scissors phosphor:sparkle phosphor:flower",
    palettes: ["blush", "champagne-noir", "plum", "graphite"],
    fonts: ["script", "display-serif", "geometric-sans"],
    moods: ["elegant", "friendly"],
    geometry: ["petals", "rings", "waves"],
  },
  {
    id: "barber",
    label: "barbershop",
    keywords:
      "barber, barbers, barbershop, barber shop, shave, shaves, shaving, beard, beards, beard trim, men's grooming, mens grooming, haircut, haircuts, fades, hot towel shave",
    symbols: "phosphor:scissors tabler:razor lucide:scissors phosphor:crown-simple phosphor:hair-dryer",
    palettes: ["graphite", "oxblood", "retro", "navy-gold"],
    fonts: ["display", "slab", "script", "display-serif"],
    moods: ["vintage", "bold"],
    geometry: ["chevrons", "rings", "sunburst"],
  },
  {
    id: "nails",
    label: "nail salon",
    keywords:
      "nail salon, nail bar, nail studio, nails, nail, manicure, manicures, pedicure, pedicures, nail art, gel nails, acrylic nails, nail technician",
    symbols:
      "phosphor:hand phosphor:sparkle phosphor:flower phosphor:drop phosphor:hand-heart phosphor:star-four",
    palettes: ["blush", "bubblegum", "plum", "champagne-noir"],
    fonts: ["script", "display-serif", "rounded-sans"],
    moods: ["elegant", "playful"],
    geometry: ["petals", "blob", "rings"],
  },
  {
    id: "spa",
    label: "spa",
    keywords:
      "spa, day spa, spas, massage, massages, massage therapy, massage therapist, sauna, saunas, bathhouse, bath house, hammam, wellness spa, float tank, reflexology, aromatherapy, hot stone",
    symbols:
      "phosphor:flower-lotus tabler:massage phosphor:drop phosphor:leaf phosphor:bathtub phosphor:sparkle",
    palettes: ["sage", "lavender", "clay-modern", "mint"],
    fonts: ["serif", "humanist-sans", "script"],
    moods: ["calm", "elegant"],
    geometry: ["petals", "waves", "rings"],
  },
  {
    id: "tattoo",
    label: "tattoo studio",
    keywords:
      "tattoo, tattoos, tattoo studio, tattoo parlour, tattoo parlor, tattoo shop, tattoo artist, tattooist, piercing, piercings, body art, ink",
    symbols: "phosphor:skull lucide:rose phosphor:anchor phosphor:heart phosphor:needle phosphor:bird",
    palettes: ["graphite", "oxblood", "retro", "midnight-gold"],
    fonts: ["display", "script", "display-serif"],
    moods: ["bold", "vintage"],
    geometry: ["sunburst", "chevrons", "rings"],
  },
  {
    id: "fashion",
    label: "fashion label",
    keywords:
      "fashion, fashion label, clothing, clothing brand, apparel, boutique, clothes, streetwear, menswear, womenswear, couture, dress, dresses, shoes, sneakers, footwear, accessories, handbags, bags, knitwear, swimwear, activewear, lingerie, hats, t-shirts",
    symbols:
      "phosphor:coat-hanger phosphor:t-shirt phosphor:dress phosphor:handbag phosphor:sneaker phosphor:shopping-bag",
    palettes: ["champagne-noir", "blush", "plum", "graphite"],
    fonts: ["display-serif", "geometric-sans", "script"],
    moods: ["elegant", "minimal"],
    geometry: ["facets", "quarters", "rings"],
  },
  {
    id: "tailoring",
    label: "tailor",
    keywords:
      "tailor, tailors, tailoring, tailored, alterations, seamstress, dressmaker, dressmaking, bespoke suits, suits, made to measure, sewing repairs",
    symbols:
      "phosphor:needle tabler:needle-thread phosphor:scissors phosphor:coat-hanger tabler:ruler-measure",
    palettes: ["navy-gold", "graphite", "oxblood", "champagne-noir"],
    fonts: ["display-serif", "serif", "script"],
    moods: ["elegant", "vintage"],
    geometry: ["facets", "chevrons"],
  },
  {
    id: "thrift",
    label: "vintage shop",
    keywords:
      "thrift, thrift store, thrift shop, charity shop, secondhand, second-hand, preloved, pre-loved, consignment, vintage clothing, vintage store, vintage shop, antiques, antique, antique shop, flea market, resale, upcycled",
    symbols:
      "phosphor:tag phosphor:coat-hanger phosphor:armchair phosphor:lamp phosphor:vinyl-record phosphor:recycle",
    palettes: ["retro", "terracotta", "forest", "oxblood"],
    fonts: ["display-serif", "slab", "script"],
    moods: ["vintage", "rustic"],
    geometry: ["rings", "sunburst", "quarters"],
  },
  {
    id: "jewelry",
    label: "jewellery studio",
    keywords:
      "jewelry, jewellery, jeweler, jeweller, jewelers, jewellers, rings, engagement rings, wedding rings, necklace, necklaces, bracelet, bracelets, earrings, diamond, diamonds, gem, gems, gemstone, gemstones, goldsmith, silversmith, watches, watchmaker, watch repair",
    symbols:
      "phosphor:diamond lucide:gem phosphor:crown phosphor:sparkle phosphor:diamonds-four phosphor:watch",
    palettes: ["champagne-noir", "midnight-gold", "plum", "blush"],
    fonts: ["display-serif", "serif", "script"],
    moods: ["elegant"],
    geometry: ["facets", "petals", "rings"],
  },
  {
    id: "florist",
    label: "florist",
    keywords:
      "florist, florists, flower, flowers, floral, floral design, flower shop, flower delivery, bouquet, bouquets, botanicals, blooms, bloom, rose, roses, plant shop, plants shop, houseplants, succulents, wedding flowers",
    symbols:
      "phosphor:flower phosphor:flower-tulip lucide:rose phosphor:flower-lotus lucide:flower-2 phosphor:potted-plant",
    palettes: ["florist", "blush", "sage", "lavender"],
    fonts: ["script", "serif", "display-serif"],
    moods: ["elegant", "natural"],
    geometry: ["petals", "blob", "rings"],
  },
  {
    id: "gifts",
    label: "gift shop",
    keywords:
      "gift shop, gift shops, gifts, gift, gift boxes, gift baskets, hampers, souvenirs, novelty, novelties, homeware, homewares, concept store, card shop, greeting cards",
    symbols:
      "phosphor:gift phosphor:shopping-bag phosphor:storefront phosphor:heart phosphor:sparkle tabler:gift",
    palettes: ["coral-teal", "blush", "retro", "citrus"],
    fonts: ["script", "rounded-sans", "display-serif"],
    moods: ["friendly", "playful"],
    geometry: ["quarters", "petals", "blob"],
  },
  {
    id: "hardware",
    label: "hardware store",
    keywords:
      "hardware store, hardware shop, hardware, ironmonger, diy store, building supplies, tool shop, tool store, timber merchant, lumber yard, lumberyard",
    symbols:
      "phosphor:toolbox phosphor:hammer phosphor:wrench phosphor:screwdriver phosphor:nut tabler:tools",
    palettes: ["charcoal-orange", "energy-red", "steel", "hops"],
    fonts: ["slab", "display"],
    moods: ["bold", "trustworthy"],
    geometry: ["chevrons", "stack"],
  },
  {
    id: "retail",
    label: "shop",
    keywords:
      "shop, store, retail, retailer, online shop, online store, e-commerce, ecommerce, marketplace, general store, department store, outlet, pop-up shop",
    symbols: "phosphor:storefront phosphor:shopping-bag phosphor:tag phosphor:basket phosphor:shopping-cart",
    palettes: ["coral-teal", "slate-teal", "retro", "citrus"],
    fonts: ["geometric-sans", "rounded-sans", "display-serif"],
    moods: ["friendly", "minimal"],
    geometry: ["quarters", "rings", "stack"],
  },
  // Children, learning and community.
  {
    id: "kids",
    label: "toy shop",
    keywords:
      "kids, kid, children, child, childrens, toy, toys, toy shop, toy store, playground, play, play centre, soft play, games for kids, birthday party, kids party, children's books, kids clothes",
    symbols:
      "lucide:toy-brick phosphor:balloon phosphor:puzzle-piece tabler:horse-toy phosphor:lego-smiley phosphor:rocket phosphor:smiley",
    palettes: ["toybox", "bubblegum", "citrus", "coral-teal"],
    fonts: ["rounded-sans", "display", "script"],
    moods: ["playful", "friendly"],
    geometry: ["quarters", "pixels", "blob", "petals"],
  },
  {
    id: "childcare",
    label: "childcare centre",
    keywords:
      "daycare, day care, childcare, child care, preschool, pre-school, nursery school, kindergarten, montessori, after-school, after school club, early years, early learning, nanny, nannies, babysitting, babysitter, childminder",
    symbols:
      "phosphor:puzzle-piece lucide:toy-brick phosphor:balloon phosphor:hand-heart phosphor:sun phosphor:smiley",
    palettes: ["toybox", "citrus", "mint", "coral-teal"],
    fonts: ["rounded-sans", "humanist-sans"],
    moods: ["friendly", "playful"],
    geometry: ["blob", "quarters", "petals"],
  },
  {
    id: "education",
    label: "school",
    keywords:
      "education, school, schools, academy, learning, courses, course, training center, training centre, university, college, teaching, teacher, teachers, lessons, classes, workshops, e-learning, online courses, edtech, institute, student, students, stem, science camp, coding school, coding bootcamp",
    symbols:
      "phosphor:graduation-cap phosphor:book-open phosphor:student phosphor:pencil-simple phosphor:chalkboard-teacher phosphor:lightbulb",
    palettes: ["ink-blue", "navy-gold", "coral-teal", "eco-green"],
    fonts: ["serif", "humanist-sans", "slab", "rounded-sans"],
    moods: ["trustworthy", "friendly"],
    geometry: ["stack", "rings", "sunburst"],
  },
  {
    id: "tutoring",
    label: "tutoring service",
    keywords:
      "tutor, tutors, tutoring, tuition, homework help, test prep, exam prep, exam preparation, sat prep, maths tutoring, math tutoring, study skills, private lessons",
    symbols:
      "phosphor:pencil-simple phosphor:book-open phosphor:graduation-cap phosphor:exam phosphor:lightbulb phosphor:student",
    palettes: ["ink-blue", "coral-teal", "citrus", "eco-green"],
    fonts: ["rounded-sans", "humanist-sans", "serif"],
    moods: ["friendly", "trustworthy"],
    geometry: ["stack", "rings"],
  },
  {
    id: "language-school",
    label: "language school",
    keywords:
      "language school, language lessons, language classes, language tutor, languages, esl, english lessons, spanish lessons, french lessons, translation, translator, translators, interpreting, interpreter, interpreters",
    symbols:
      "phosphor:translate phosphor:chat-circle-dots phosphor:globe-hemisphere-west phosphor:book-open phosphor:chats",
    palettes: ["coral-teal", "ink-blue", "sunset", "slate-teal"],
    fonts: ["humanist-sans", "geometric-sans", "serif"],
    moods: ["friendly", "trustworthy"],
    geometry: ["orbit", "rings"],
  },
  {
    id: "nonprofit",
    label: "non-profit",
    keywords:
      "nonprofit, non-profit, not-for-profit, charity, charities, foundation, volunteer, volunteers, volunteering, community group, ngo, donation, donations, fundraising, outreach, food bank, shelter, homeless shelter, mutual aid, cooperative, co-op, social enterprise, advocacy",
    symbols:
      "phosphor:hand-heart phosphor:heart phosphor:users-three phosphor:hands-praying phosphor:globe-hemisphere-west phosphor:handshake",
    palettes: ["coral-teal", "eco-green", "sunset", "ink-blue"],
    fonts: ["humanist-sans", "rounded-sans", "serif"],
    moods: ["friendly", "trustworthy"],
    geometry: ["petals", "rings", "sunburst"],
  },
  {
    id: "faith",
    label: "church",
    keywords:
      "church, churches, chapel, ministry, ministries, parish, congregation, faith, faith community, worship, gospel, mosque, temple, synagogue, fellowship",
    symbols:
      "phosphor:church phosphor:hands-praying phosphor:cross phosphor:heart phosphor:sun-horizon phosphor:book-open",
    palettes: ["navy-gold", "sage", "ink-blue", "wheat-cream"],
    fonts: ["serif", "display-serif", "humanist-sans"],
    moods: ["calm", "trustworthy"],
    geometry: ["sunburst", "rings"],
  },
  {
    id: "environment",
    label: "environmental group",
    keywords:
      "environmental, environment, conservation, conservancy, sustainability, sustainable, climate, climate action, eco, ecology, rewilding, tree planting, reforestation, wildlife, clean oceans, ocean cleanup, recycling, recycle, zero waste, composting",
    symbols:
      "phosphor:leaf phosphor:globe-hemisphere-west phosphor:tree phosphor:recycle phosphor:plant phosphor:plant",
    palettes: ["eco-green", "forest", "sage", "ocean"],
    fonts: ["humanist-sans", "geometric-sans", "slab"],
    moods: ["natural", "trustworthy"],
    geometry: ["petals", "waves", "orbit"],
  },
  {
    id: "funeral",
    label: "funeral home",
    keywords:
      "funeral, funerals, funeral home, funeral director, funeral directors, funeral services, memorial, memorials, cremation, burial, mortuary",
    symbols:
      "phosphor:flower-lotus lucide:flower-2 tabler:candle phosphor:hands-praying phosphor:bird phosphor:tree",
    palettes: ["sage", "navy-gold", "lavender", "graphite"],
    fonts: ["serif", "display-serif"],
    moods: ["calm", "trustworthy"],
    geometry: ["petals", "rings"],
  },
  // Events, travel and leisure.
  {
    id: "events",
    label: "events company",
    keywords:
      "events, event, event planning, event planner, event planners, event management, party, parties, party planner, party rentals, celebration, celebrations, venue, venues, event venue, banquet, decor hire, balloon, balloons, balloon decor, conferences",
    symbols:
      "phosphor:confetti phosphor:champagne phosphor:calendar-star phosphor:balloon phosphor:sparkle phosphor:gift",
    palettes: ["blush", "midnight-gold", "coral-teal", "plum"],
    fonts: ["script", "display-serif", "geometric-sans"],
    moods: ["elegant", "playful"],
    geometry: ["sunburst", "petals", "rings"],
  },
  {
    id: "wedding",
    label: "wedding business",
    keywords:
      "wedding, weddings, wedding planner, wedding planning, bridal, bride, brides, bridal shop, bridal boutique, elopement, elopements, wedding venue, wedding dresses, officiant",
    symbols:
      "phosphor:heart phosphor:champagne phosphor:calendar-heart phosphor:flower lucide:gem phosphor:dress",
    palettes: ["blush", "champagne-noir", "sage", "midnight-gold"],
    fonts: ["script", "display-serif", "serif"],
    moods: ["elegant", "calm"],
    geometry: ["petals", "rings"],
  },
  {
    id: "travel",
    label: "travel agency",
    keywords:
      "travel, travels, tourism, tour, tours, tour operator, trip, trips, vacation, vacations, holiday, holidays, travel agency, travel agent, adventure travel, cruise, cruises, safari, safaris, excursions, guided tours, walking tours, city tours, honeymoons",
    symbols:
      "phosphor:airplane-tilt phosphor:globe-hemisphere-west phosphor:compass phosphor:suitcase-rolling phosphor:map-trifold phosphor:island",
    palettes: ["ocean", "sunset", "slate-teal", "citrus"],
    fonts: ["geometric-sans", "script", "display"],
    moods: ["energetic", "friendly"],
    geometry: ["orbit", "waves", "sunburst"],
  },
  {
    id: "hospitality",
    label: "hotel",
    keywords:
      "hotel, hotels, inn, motel, resort, resorts, hostel, bed and breakfast, b&b, lodge, guesthouse, guest house, villa, villas, cabin, cabins, holiday let, holiday cottage, vacation rental, accommodation, suites, boutique hotel, glamping",
    symbols:
      "phosphor:bed phosphor:key phosphor:call-bell phosphor:house-line phosphor:door phosphor:moon-stars",
    palettes: ["midnight-gold", "navy-gold", "sage", "clay-modern"],
    fonts: ["display-serif", "serif", "script"],
    moods: ["elegant", "calm"],
    geometry: ["rings", "facets", "petals"],
  },
  {
    id: "outdoor",
    label: "outdoor outfitter",
    keywords:
      "outdoor, outdoors, camping, campsite, campground, hiking, hikes, hike, trekking, climbing, bouldering, mountaineering, mountain guide, adventure, adventures, trail, trails, expedition, expeditions, wilderness, hunting, outdoor gear, gear shop, bushcraft, guided hiking",
    symbols:
      "phosphor:mountains phosphor:tent phosphor:compass phosphor:tree-evergreen phosphor:campfire phosphor:person-simple-hike",
    palettes: ["forest", "hops", "ocean", "charcoal-orange"],
    fonts: ["slab", "display", "geometric-sans"],
    moods: ["rustic", "energetic"],
    geometry: ["chevrons", "sunburst", "waves"],
  },
  {
    id: "surf",
    label: "surf shop",
    keywords:
      "surf, surfing, surfer, surfers, surf shop, surf school, surf lessons, surfboards, surfboard, paddleboard, paddleboarding, sup, bodyboard, kitesurfing, windsurfing",
    symbols: "phosphor:waves lucide:waves-horizontal phosphor:sun-horizon phosphor:tree-palm phosphor:sun",
    palettes: ["ocean", "sunset", "coral-teal", "citrus"],
    fonts: ["display", "script", "slab"],
    moods: ["energetic", "calm"],
    geometry: ["waves", "sunburst"],
  },
  {
    id: "fishing",
    label: "fishing outfitter",
    keywords:
      "fishing, angling, angler, anglers, fly fishing, tackle, tackle shop, bait, bait and tackle, fishing charter, fishing charters, fishing trips, fishing guide",
    symbols:
      "phosphor:fish lucide:fishing-rod tabler:fish-hook lucide:fishing-hook phosphor:boat phosphor:fish-simple",
    palettes: ["ocean", "forest", "hops", "navy-gold"],
    fonts: ["slab", "serif", "display"],
    moods: ["rustic", "calm"],
    geometry: ["waves", "rings"],
  },
  {
    id: "snow-sports",
    label: "ski school",
    keywords:
      "ski, skis, skiing, skier, skiers, ski school, ski rental, ski shop, snowboard, snowboarding, snowboarder, ski resort, ski lessons, apres-ski",
    symbols:
      "phosphor:person-simple-ski phosphor:snowflake phosphor:mountains lucide:mountain-snow phosphor:person-simple-snowboard",
    palettes: ["ocean", "ink-blue", "energy-red", "slate-teal"],
    fonts: ["display", "geometric-sans"],
    moods: ["energetic", "bold"],
    geometry: ["chevrons", "facets"],
  },
  {
    id: "sports",
    label: "sports club",
    keywords:
      "sports, sport, sports club, club, team, league, football, soccer, basketball, baseball, softball, tennis, hockey, volleyball, rugby, cricket, athletics, track and field, netball, lacrosse, pickleball, padel, squash, badminton, sports academy",
    symbols:
      "phosphor:trophy phosphor:soccer-ball phosphor:basketball phosphor:medal phosphor:tennis-ball phosphor:flag-pennant",
    palettes: ["energy-red", "navy-gold", "eco-green", "electric-lime"],
    fonts: ["display", "slab", "geometric-sans"],
    moods: ["energetic", "bold"],
    geometry: ["chevrons", "sunburst", "rings"],
  },
  {
    id: "golf",
    label: "golf club",
    keywords:
      "golf, golfing, golfer, golfers, golf club, golf course, golf lessons, driving range, putting, mini golf, crazy golf, golf shop",
    symbols: "phosphor:golf tabler:golf phosphor:flag-pennant phosphor:trophy phosphor:tree",
    palettes: ["forest", "navy-gold", "eco-green", "midnight-gold"],
    fonts: ["serif", "display-serif", "slab"],
    moods: ["elegant", "trustworthy"],
    geometry: ["rings", "chevrons"],
  },
  {
    id: "martial-arts",
    label: "martial arts school",
    keywords:
      "martial arts, karate, judo, taekwondo, jiu-jitsu, jiu jitsu, bjj, kung fu, kickboxing, muay thai, boxing, boxing gym, mma, dojo, self-defense, self-defence, wrestling, aikido",
    symbols: "phosphor:boxing-glove tabler:karate phosphor:hand-fist phosphor:yin-yang phosphor:medal",
    palettes: ["energy-red", "graphite", "navy-gold", "charcoal-orange"],
    fonts: ["display", "slab", "geometric-sans"],
    moods: ["bold", "energetic"],
    geometry: ["chevrons", "facets", "sunburst"],
  },
  {
    id: "fitness",
    label: "gym",
    keywords:
      "gym, gyms, fitness, fitness studio, workout, workouts, crossfit, personal trainer, personal trainers, personal training, bootcamp, strength, strength training, conditioning, weightlifting, bodybuilding, powerlifting, running club, run club, running, spin, spin studio, hiit, barre",
    symbols:
      "phosphor:barbell phosphor:person-simple-run phosphor:heartbeat phosphor:lightning phosphor:fire phosphor:sneaker-move",
    palettes: ["electric-lime", "energy-red", "graphite", "charcoal-orange"],
    fonts: ["display", "geometric-sans", "slab"],
    moods: ["energetic", "bold"],
    geometry: ["chevrons", "sunburst", "stack"],
  },
  {
    id: "yoga",
    label: "yoga studio",
    keywords:
      "yoga, yoga studio, yoga teacher, pilates, meditation, mindfulness, retreat, retreats, wellness retreat, breathwork, reiki, holistic, ayurveda, tai chi, qigong, sound healing, sound bath",
    symbols:
      "phosphor:flower-lotus phosphor:person-simple-tai-chi tabler:yoga phosphor:sun phosphor:leaf phosphor:yin-yang",
    palettes: ["sage", "lavender", "terracotta", "mint"],
    fonts: ["humanist-sans", "serif", "script"],
    moods: ["calm", "natural"],
    geometry: ["petals", "waves", "sunburst", "rings"],
  },
  {
    id: "dance",
    label: "dance studio",
    keywords:
      "dance, dancing, dance studio, dance school, dance classes, dancer, dancers, ballet, ballroom, salsa dancing, tango, hip hop dance, zumba, choreography, choreographer",
    symbols: "phosphor:music-notes phosphor:sparkle phosphor:star-four phosphor:music-note phosphor:heart",
    palettes: ["plum", "bubblegum", "neon-violet", "blush"],
    fonts: ["script", "display", "display-serif"],
    moods: ["energetic", "elegant"],
    geometry: ["waves", "petals", "orbit"],
  },
  {
    id: "swimming",
    label: "swim school",
    keywords:
      "swim school, swimming lessons, swim lessons, swimming, swim, swimmers, swim club, aquatics, lifeguard, lifeguards",
    symbols:
      "phosphor:person-simple-swim phosphor:swimming-pool phosphor:waves phosphor:drop tabler:swimming",
    palettes: ["ocean", "medical-blue", "mint", "coral-teal"],
    fonts: ["rounded-sans", "geometric-sans"],
    moods: ["friendly", "energetic"],
    geometry: ["waves", "rings"],
  },
  {
    id: "energy",
    label: "energy company",
    keywords:
      "energy, solar, solar panels, solar power, solar installer, renewable, renewables, renewable energy, wind power, wind energy, wind farm, ev charging, charging stations, battery, batteries, power, utilities, green energy, clean energy, energy efficiency, insulation",
    symbols:
      "phosphor:sun phosphor:solar-panel phosphor:lightning phosphor:wind phosphor:plug-charging phosphor:battery-charging phosphor:leaf",
    palettes: ["solar", "eco-green", "cyber-teal", "ocean"],
    fonts: ["geometric-sans", "grotesque-sans", "humanist-sans"],
    moods: ["natural", "tech"],
    geometry: ["sunburst", "orbit", "waves", "chevrons"],
  },
  {
    id: "general",
    label: "business",
    keywords: "",
    symbols: "",
    palettes: ["slate-teal", "coral-teal", "navy-gold", "graphite"],
    fonts: ["geometric-sans", "humanist-sans", "serif"],
    moods: ["minimal", "friendly"],
    geometry: ["quarters", "rings", "orbit", "facets", "petals"],
  },
];

function splitList(text: string, separator: RegExp): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export const INDUSTRIES: readonly Industry[] = DEFINITIONS.map((definition) => ({
  ...definition,
  keywords: splitList(definition.keywords, /,/),
  symbols: [...new Set(splitList(definition.symbols, /\s+/))],
}));

const byId = new Map(INDUSTRIES.map((i) => [i.id, i]));

export function getIndustry(id: string): Industry {
  const industry = byId.get(id) ?? byId.get(GENERAL_INDUSTRY_ID);
  if (!industry) throw new Error("The general industry is missing");
  return industry;
}
