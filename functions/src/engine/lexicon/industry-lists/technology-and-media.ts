import { type IndustryDefinition, TECH_VOICE } from "./industry-definition";

/** Technology, and creative services and media. */
export const TECHNOLOGY_AND_MEDIA_INDUSTRIES: readonly IndustryDefinition[] = [
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
];
