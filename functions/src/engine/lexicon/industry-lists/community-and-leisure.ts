import type { IndustryDefinition } from "./industry-definition";

/** Children, learning and community, and events, travel, sport and leisure. */
export const COMMUNITY_AND_LEISURE_INDUSTRIES: readonly IndustryDefinition[] = [
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
];
