import type { BandKind } from "../marks/bands";
import type { VesselKind } from "../marks/vessels";
import { foldText } from "./words";

/**
 * Pictures a brand name carries: "Tidewater" is a tide, "Summit" a peak, "Maple Grove" a leaf,
 * "North Roast" a north star. A designer reaches for these before the trade's stock picture,
 * because they belong to this brand and not to every shop of its kind.
 *
 * An image can give a mark its shape (a vessel the trade's motif is knocked out of), a band that
 * cuts a motif (a wave through a bean), and icons to pair with the trade's motif.
 */
export interface NameImage {
  id: string;
  words: readonly string[];
  vessel?: VesselKind;
  band?: BandKind;
  icons: readonly string[];
  /** Many names carry it (water, sun, leaf, star): a name with a rarer picture leads with that. */
  common?: boolean;
}

const NAME_IMAGES: readonly NameImage[] = [
  {
    id: "water",
    common: true,
    words:
      "tide tides tidewater tidal wave waves surf sea seas ocean oceans marine bay shore shoreline coast coastal river rivers brook creek lake lakes water waters current reef lagoon isle island atlantic pacific seaside riverside lakeshore lakeside bayside stream".split(
        " ",
      ),
    vessel: "drop",
    band: "wave",
    icons: ["phosphor:waves", "phosphor:sailboat"],
  },
  {
    id: "drop",
    words: "rain drop drops dew spring springs well aqua pure clear".split(" "),
    vessel: "drop",
    band: "wave",
    icons: ["phosphor:drop"],
  },
  {
    id: "sun",
    common: true,
    words:
      "sun suns sunny sunrise sunset sunshine bright brightside dawn morning golden solar sol ray rays daybreak summer radiant shine shining daylight".split(
        " ",
      ),
    vessel: "sun",
    band: "arc",
    icons: ["phosphor:sun", "phosphor:sun-horizon"],
  },
  {
    id: "moon",
    words: "moon moons luna lunar night nights midnight crescent dusk evening moonlight".split(" "),
    vessel: "crescent",
    band: "arc",
    icons: ["phosphor:moon", "phosphor:moon-stars"],
  },
  {
    id: "star",
    common: true,
    words: "star stars stella nova north northern polar compass guiding astral starlight lodestar".split(" "),
    vessel: "star",
    band: "diagonal",
    icons: ["phosphor:star-four", "phosphor:compass"],
  },
  {
    id: "peak",
    words:
      "mountain mountains summit summits peak peaks alpine alps ridge highland highlands everest crest hill hills rock rocky stone cliff ascent apex elevation sierra".split(
        " ",
      ),
    vessel: "peak",
    band: "zigzag",
    icons: ["phosphor:mountains"],
  },
  {
    id: "leaf",
    common: true,
    words:
      "leaf leaves green greenleaf maple fern ivy sage olive sprout sprouts meadow garden verde herb herbs mint basil laurel clover".split(
        " ",
      ),
    vessel: "leaf",
    band: "arc",
    icons: ["phosphor:leaf", "phosphor:plant"],
  },
  {
    id: "conifer",
    words: "pine pines cedar cedars spruce fir evergreen forest forests woods woodland timber redwood".split(
      " ",
    ),
    vessel: "pine",
    band: "zigzag",
    icons: ["phosphor:tree-evergreen"],
  },
  {
    id: "tree",
    words: "tree trees oak oaks elm grove birch willow aspen orchard".split(" "),
    vessel: "leaf",
    band: "arc",
    icons: ["phosphor:tree"],
  },
  {
    id: "flame",
    words: "fire flame flames ember embers blaze spark sparks hearth forge torch burn heat kindle".split(" "),
    vessel: "flame",
    band: "wave",
    icons: ["phosphor:flame", "phosphor:fire"],
  },
  {
    id: "heart",
    words: "heart hearts love loving kind kindness caring amor dear beloved".split(" "),
    vessel: "heart",
    icons: ["phosphor:heart"],
  },
  {
    id: "shield",
    words: "shield guard guardian safe secure fort fortress armor armour knight sentinel trusty".split(" "),
    vessel: "shield",
    band: "diagonal",
    icons: ["phosphor:shield"],
  },
  {
    id: "hive",
    words: "bee bees honey hive comb nectar apiary".split(" "),
    vessel: "hexagon",
    icons: ["phosphor:hexagon"],
  },
  {
    id: "crown",
    words: "crown king kings queen queens royal regal regent prince princess empire noble majesty".split(" "),
    vessel: "shield",
    icons: ["phosphor:crown"],
  },
  {
    id: "bird",
    words:
      "bird birds owl sparrow robin wren hawk eagle heron crane finch swallow raven crow dove lark falcon kingfisher hummingbird pelican gull jay".split(
        " ",
      ),
    icons: ["phosphor:bird", "phosphor:feather"],
  },
  {
    id: "anchor",
    words: "anchor anchors harbor harbour port dock marina sail sailor nautical mariner".split(" "),
    band: "wave",
    icons: ["phosphor:anchor", "phosphor:lighthouse"],
  },
  { id: "kettle", words: ["kettle", "kettles", "teapot"], icons: ["tabler:teapot"] },
  { id: "key", words: ["key", "keys", "keystone"], vessel: "arch", icons: ["phosphor:key"] },
  {
    id: "door",
    words: "door doors gate gates arch portal threshold".split(" "),
    vessel: "arch",
    icons: ["phosphor:door"],
  },
  { id: "mill", words: ["mill", "mills", "windmill"], vessel: "house", icons: ["tabler:windmill"] },
  { id: "bell", words: ["bell", "bells", "chime"], vessel: "arch", icons: ["phosphor:bell"] },
  {
    id: "beacon",
    words: "beacon lighthouse lantern lanterns lamp lamps light".split(" "),
    vessel: "arch",
    band: "diagonal",
    icons: ["phosphor:lighthouse", "phosphor:lamp"],
  },
  {
    id: "feather",
    words: ["feather", "feathers", "quill", "plume"],
    vessel: "leaf",
    icons: ["phosphor:feather"],
  },
  {
    id: "flower",
    words:
      "flower flowers bloom blooms blossom rose roses lily daisy lotus petal petals poppy tulip wildflower iris violet jasmine orchid".split(
        " ",
      ),
    vessel: "blossom",
    icons: ["phosphor:flower", "phosphor:flower-tulip", "phosphor:flower-lotus"],
  },
  {
    id: "cloud",
    words: ["cloud", "clouds", "nimbus", "sky", "skies"],
    vessel: "pebble",
    icons: ["phosphor:cloud"],
  },
  {
    id: "bolt",
    words: "bolt volt thunder lightning electric spark storm".split(" "),
    vessel: "shield",
    band: "zigzag",
    icons: ["phosphor:lightning"],
  },
  {
    id: "gem",
    words: "gem gems jewel diamond crystal".split(" "),
    vessel: "hexagon",
    icons: ["phosphor:diamond"],
  },
  { id: "pearl", words: ["pearl", "pearls", "opal"], vessel: "pearl", icons: [] },
  {
    id: "globe",
    words: "world globe earth atlas global".split(" "),
    vessel: "pearl",
    band: "arc",
    icons: ["phosphor:globe"],
  },
  {
    id: "home",
    words: "house home homes nest haven cottage cabin".split(" "),
    vessel: "house",
    icons: ["phosphor:house"],
  },
  { id: "rocket", words: ["rocket", "launch", "orbit"], vessel: "capsule", icons: ["phosphor:rocket"] },
  { id: "atom", words: ["atom", "quantum", "ion"], icons: ["phosphor:atom"] },
  { id: "paw", words: ["paw", "paws", "pet", "pets"], vessel: "pebble", icons: ["phosphor:paw-print"] },
  { id: "cat", words: ["cat", "cats", "kitten", "kitty"], vessel: "pebble", icons: ["phosphor:cat"] },
  { id: "dog", words: ["dog", "dogs", "hound", "puppy"], vessel: "pebble", icons: ["phosphor:dog"] },
  {
    id: "horse",
    words: ["horse", "horses", "stallion", "mare", "pony"],
    vessel: "shield",
    icons: ["phosphor:horse"],
  },
  {
    id: "fish",
    words: ["fish", "trout", "salmon", "koi"],
    vessel: "drop",
    band: "wave",
    icons: ["phosphor:fish"],
  },
  {
    id: "rabbit",
    words: ["rabbit", "rabbits", "hare", "bunny"],
    vessel: "pebble",
    icons: ["phosphor:rabbit"],
  },
  { id: "butterfly", words: ["butterfly", "monarch"], vessel: "heart", icons: ["phosphor:butterfly"] },
  { id: "deer", words: ["deer", "stag", "elk", "fawn"], vessel: "shield", icons: ["tabler:deer"] },
  { id: "gear", words: ["gear", "gears", "cog", "cogs"], vessel: "hexagon", icons: ["phosphor:gear"] },
  {
    id: "book",
    words: ["book", "books", "page", "pages", "story", "tale", "chapter"],
    vessel: "arch",
    icons: ["phosphor:book-open"],
  },
];

let byWord: Map<string, NameImage> | undefined;

function wordIndex(): Map<string, NameImage> {
  if (!byWord) {
    byWord = new Map();
    for (const image of NAME_IMAGES)
      for (const word of image.words) if (!byWord.has(word)) byWord.set(word, image);
  }
  return byWord;
}

/**
 * A word's images: the word itself, or the parts of a compound ("Tidewater" is tide and water,
 * "Brightside" bright and side, "Pinecrest" pine and crest). A part counts only when it has at
 * least four letters or is the whole rest of a word the index knows, so "Bearded" is no bear.
 */
function imagesOfWord(word: string): NameImage[] {
  const index = wordIndex();
  const whole = index.get(word);
  if (whole) return [whole];
  const found: NameImage[] = [];
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    const headImage = index.get(head);
    const tailImage = index.get(tail);
    const headCounts = headImage && (head.length >= 4 || tailImage !== undefined);
    const tailCounts = tailImage && (tail.length >= 4 || headImage !== undefined);
    if (headCounts && headImage && !found.includes(headImage)) found.push(headImage);
    if (tailCounts && tailImage && !found.includes(tailImage)) found.push(tailImage);
  }
  return found;
}

/** The pictures in a brand name, in the order its words come. */
export function nameImagesOf(brandName: string): NameImage[] {
  const words = foldText(brandName).match(/[\p{L}\p{N}]+/gu) ?? [];
  const found: NameImage[] = [];
  for (const word of words)
    for (const image of imagesOfWord(word)) if (!found.includes(image)) found.push(image);
  return found;
}
