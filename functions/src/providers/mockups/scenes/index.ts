import type { MockupSceneId } from "../../../domain/mockups/mockup-scenes";
import type { SceneDrawer } from "../scene-kit";
import { businessCard } from "./business-card";
import { coffeeCup } from "./coffee-cup";
import { letterAndEnvelope } from "./letter-and-envelope";
import { phoneHomeScreen } from "./phone-home-screen";
import { socialProfile } from "./social-profile";
import { storefront } from "./storefront";
import { tShirt } from "./t-shirt";
import { toteBag } from "./tote-bag";

export const SCENE_DRAWERS: Record<MockupSceneId, SceneDrawer> = {
  "business-card": businessCard,
  storefront,
  "t-shirt": tShirt,
  "coffee-cup": coffeeCup,
  "tote-bag": toteBag,
  "phone-home-screen": phoneHomeScreen,
  "social-profile": socialProfile,
  "letter-and-envelope": letterAndEnvelope,
};
