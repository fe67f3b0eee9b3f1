import type { Subject } from "./subject";

/** Food and drink: bakes, coffee and tea, dishes, sweets, drinks, produce and the farmyard. */
export const FOOD_AND_DRINK_SUBJECTS: readonly Subject[] = [
  {
    id: "wheat",
    words: ["wheat", "grain", "grains", "flour", "sourdough", "rye", "mill"],
    icons: ["lucide:wheat", "phosphor:grains", "phosphor:bread"],
  },
  {
    id: "bread",
    words: ["bread", "loaf", "loaves", "baguette", "bagel"],
    icons: ["phosphor:bread", "tabler:baguette", "lucide:wheat"],
  },
  {
    id: "croissant",
    words: ["croissant", "croissants", "pastry", "pastries", "viennoiserie"],
    icons: ["lucide:croissant", "phosphor:bread"],
  },
  {
    id: "cake",
    words: ["cake", "cakes", "birthday cake", "wedding cake"],
    icons: ["phosphor:cake", "lucide:cake-slice"],
  },
  {
    id: "cupcake",
    words: ["cupcake", "cupcakes", "muffin", "muffins"],
    icons: ["lucide:cupcake", "phosphor:cake"],
  },
  {
    id: "cookie",
    words: ["cookie", "cookies", "biscuit", "biscuits"],
    icons: ["phosphor:cookie", "lucide:cookie"],
  },
  { id: "donut", words: ["donut", "donuts", "doughnut", "doughnuts"], icons: ["lucide:donut"] },
  {
    id: "coffee",
    words: ["coffee", "espresso", "latte", "cappuccino", "mug"],
    icons: ["phosphor:coffee", "phosphor:coffee-bean"],
  },
  {
    id: "coffee-bean",
    words: ["bean", "beans", "roast", "roasted", "roastery", "roaster"],
    icons: ["phosphor:coffee-bean", "lucide:bean"],
  },
  { id: "tea", words: ["tea", "matcha", "chai", "infusion"], icons: ["phosphor:tea-bag", "phosphor:leaf"] },
  { id: "pizza", words: ["pizza", "pizzas"], icons: ["phosphor:pizza"] },
  { id: "burger", words: ["burger", "burgers", "hamburger"], icons: ["phosphor:hamburger"] },
  {
    id: "fish",
    words: ["fish", "salmon", "tuna", "seafood"],
    icons: ["phosphor:fish", "phosphor:fish-simple"],
  },
  { id: "shrimp", words: ["shrimp", "prawn", "prawns", "lobster", "crab"], icons: ["phosphor:shrimp"] },
  {
    id: "ice-cream",
    words: ["ice cream", "gelato", "sorbet", "frozen yogurt", "popsicle"],
    icons: ["phosphor:ice-cream", "lucide:ice-cream-cone"],
  },
  {
    id: "candy",
    words: ["candy", "sweets", "lollipop", "confectionery"],
    icons: ["lucide:candy", "lucide:lollipop"],
  },
  {
    id: "wine",
    words: ["wine", "wines", "vino", "sommelier", "cellar"],
    icons: ["phosphor:wine", "lucide:wine"],
  },
  {
    id: "grape",
    words: ["grape", "grapes", "vineyard", "vine", "vines"],
    icons: ["lucide:grape", "phosphor:wine"],
  },
  {
    id: "beer",
    words: ["beer", "ale", "lager", "ipa", "stout", "pint"],
    icons: ["phosphor:beer-stein", "phosphor:pint-glass"],
  },
  { id: "hops", words: ["hop", "hops"], icons: ["lucide:hop"] },
  {
    id: "cocktail",
    words: ["cocktail", "cocktails", "martini", "gin", "mixology"],
    icons: ["phosphor:martini", "tabler:glass-cocktail"],
  },
  {
    id: "carrot",
    words: ["carrot", "carrots", "vegetable", "vegetables", "veggie", "veggies"],
    icons: ["phosphor:carrot"],
  },
  { id: "apple", words: ["apple", "apples", "orchard", "cider"], icons: ["lucide:apple"] },
  {
    id: "citrus",
    words: ["orange", "oranges", "lemon", "lemons", "lime", "citrus", "juice", "juices"],
    icons: ["phosphor:orange-slice", "lucide:citrus"],
  },
  { id: "avocado", words: ["avocado", "avocados", "guacamole"], icons: ["phosphor:avocado"] },
  {
    id: "pepper",
    words: ["pepper", "chili", "chilli", "spicy", "hot sauce", "salsa"],
    icons: ["phosphor:pepper"],
  },
  {
    id: "egg",
    words: ["egg", "eggs", "hen", "hens", "chicken", "chickens", "poultry"],
    icons: ["phosphor:egg", "lucide:egg"],
  },
  {
    id: "cow",
    words: ["cow", "cows", "dairy", "cattle", "milk", "creamery"],
    icons: ["phosphor:cow", "phosphor:cheese"],
  },
];
