import type { EngineBrief } from "../brief";

/**
 * Brand names in every script the type library serves, as new users type them: the names that
 * once came out as boxes, missing or malformed, right-to-left and mixed names, and combining
 * marks. The tests, the gallery's script page and the bench share them.
 */
interface ScriptBrief extends EngineBrief {
  script: string;
}

export const SCRIPT_BRIEFS: readonly ScriptBrief[] = [
  { script: "Arabic", brandName: "مخبز الياسمين", description: "Bakery with fresh bread and pastries" },
  { script: "Hebrew", brandName: "שוקולד הדר", description: "Chocolate shop with handmade pralines" },
  { script: "Thai", brandName: "ร้านกาแฟดอย", description: "Mountain coffee shop" },
  { script: "Korean", brandName: "서울 베이커리", description: "Bakery and cafe in the city" },
  { script: "Chinese (Simplified)", brandName: "北京烤鸭店", description: "Peking duck restaurant" },
  { script: "Chinese (Traditional)", brandName: "臺灣茶館", description: "Traditional tea house" },
  { script: "Japanese", brandName: "さくら カフェ", description: "Cozy coffee shop with cakes" },
  { script: "Devanagari", brandName: "सूर्या योग", description: "Yoga studio, calm and minimal" },
  { script: "Bengali", brandName: "কলকাতা চা", description: "Tea stall and snacks" },
  { script: "Tamil", brandName: "சென்னை கஃபே", description: "South Indian cafe" },
  { script: "Greek", brandName: "Ωμέγα Λαμπ", description: "Biotech research lab" },
  { script: "Cyrillic", brandName: "Пекарня Хлеб", description: "Bakery with rye bread" },
  { script: "Vietnamese", brandName: "Phở Hà Nội", description: "Vietnamese noodle restaurant" },
  { script: "Mixed Latin and Chinese", brandName: "Café 北京", description: "Coffee shop" },
  { script: "Mixed Hebrew and Latin", brandName: "שוקולד Hadar", description: "Chocolate shop" },
  { script: "Arabic with Latin digits", brandName: "مطعم 24", description: "Restaurant open all night" },
  {
    script: "Combining marks",
    brandName: "Cafe\u0301 Zoe\u0308",
    description: "Specialty coffee and brunch",
  },
];
