import { BUSINESS_AND_LEARNING_SUBJECTS } from "./subject-lists/business-and-learning";
import { CUISINES_AND_LOCAL_SERVICES_SUBJECTS } from "./subject-lists/cuisines-and-local-services";
import { FOOD_AND_DRINK_SUBJECTS } from "./subject-lists/food-and-drink";
import { HEALTH_SPORT_AND_STYLE_SUBJECTS } from "./subject-lists/health-sport-and-style";
import { HOME_AND_ARTS_SUBJECTS } from "./subject-lists/home-and-arts";
import { NATURE_AND_ANIMAL_SUBJECTS } from "./subject-lists/nature-and-animals";
import { SCIENCE_TIME_AND_WORKSHOP_SUBJECTS } from "./subject-lists/science-time-and-workshops";
import type { Subject } from "./subject-lists/subject";
import { TECHNOLOGY_AND_TRAVEL_SUBJECTS } from "./subject-lists/technology-and-travel";

/**
 * Subjects: concrete things a description mentions ("sourdough", "poodle", "mountain"). They
 * pick the symbol before the industry's defaults do, so 'a dog groomer' gets a dog, not a
 * generic paw, and 'a surf shop' gets waves rather than a tent.
 *
 * The lists are joined in the order written. A word several subjects share ("light", "watch",
 * "plumbing") finds them in this order, in the brief analysis and in the icon search, and ties
 * are settled by it: the lists keep their order, and a new subject goes at the end of the last.
 */
export const SUBJECTS: readonly Subject[] = [
  ...FOOD_AND_DRINK_SUBJECTS,
  ...NATURE_AND_ANIMAL_SUBJECTS,
  ...TECHNOLOGY_AND_TRAVEL_SUBJECTS,
  ...HOME_AND_ARTS_SUBJECTS,
  ...HEALTH_SPORT_AND_STYLE_SUBJECTS,
  ...BUSINESS_AND_LEARNING_SUBJECTS,
  ...SCIENCE_TIME_AND_WORKSHOP_SUBJECTS,
  ...CUISINES_AND_LOCAL_SERVICES_SUBJECTS,
];
