import { FOOD_VOICE, type IndustryDefinition } from "./industry-definition";

/** Food and drink, by what is served. */
export const FOOD_AND_DRINK_INDUSTRIES: readonly IndustryDefinition[] = [
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
];
