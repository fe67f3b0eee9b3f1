import { CLINIC_VOICE, type IndustryDefinition } from "./industry-definition";

/** Health and care, and beauty, style and shops. */
export const HEALTH_AND_BEAUTY_INDUSTRIES: readonly IndustryDefinition[] = [
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
];
