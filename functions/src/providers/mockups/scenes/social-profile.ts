/**
 * A social profile page in a browser window: the cover in the brand's colour carrying the logo,
 * the avatar (the symbol on the design's ground) overlapping it, the name, the handle and a first
 * row of posts made from the brand.
 */

import { isDark } from "../../../engine/color";
import { withLogo } from "../layered-raster";
import {
  brandSlug,
  hasOwnSymbol,
  mix,
  outlinedText,
  placeArt,
  placeInCircle,
  type SceneDrawer,
  textLines,
} from "../scene-kit";
import { backdrop, castShadow } from "../scene-surfaces";

const WINDOW = { x: 150, y: 80, width: 1300, height: 1040 };
const BAR = 64;
const COVER = { x: WINDOW.x, y: WINDOW.y + BAR, width: WINDOW.width, height: 360 };
const AVATAR = { cx: WINDOW.x + 190, cy: COVER.y + COVER.height, r: 118 };

export const socialProfile: SceneDrawer = async (context) => {
  const { art } = context;
  const cover = context.logo("cover");
  const avatar = context.logo("avatar");
  const name = art.brandName || "Your Brand";
  const slug = brandSlug(art.brandName);
  const ink = "#1F2328";
  const quiet = "#5B6470";
  const accent = isDark(art.brandColour) ? art.brandColour : ink;
  const windowShape = `<rect x="${WINDOW.x}" y="${WINDOW.y}" width="${WINDOW.width}" height="${WINDOW.height}" rx="20"/>`;
  const shadow = await castShadow(context, windowShape, WINDOW, 26, 0.8);

  const textTop = COVER.y + COVER.height + 70;
  const posts = {
    y: textTop + 250,
    width: 384,
    height: WINDOW.y + WINDOW.height - (textTop + 250) - 40,
    gap: 24,
  };
  const postX = (index: number) => WINDOW.x + 60 + index * (posts.width + posts.gap);
  const tone = isDark(cover.surface) ? "#FFFFFF" : "#000000";

  return [
    backdrop("#E9ECF0", "#C8CFD7", "desk-cool"),
    shadow,
    // The page: the cover and avatar in the brand's colours, its name, its posts.
    withLogo(
      `<defs><clipPath id="window">${windowShape}</clipPath><clipPath id="cover"><rect x="${COVER.x}" y="${COVER.y}" width="${COVER.width}" height="${COVER.height}"/></clipPath><clipPath id="avatar"><circle cx="${AVATAR.cx}" cy="${AVATAR.cy}" r="${AVATAR.r}"/></clipPath></defs>`,
      `<g clip-path="url(#window)">`,
      `<rect x="${WINDOW.x}" y="${WINDOW.y}" width="${WINDOW.width}" height="${WINDOW.height}" fill="#FFFFFF"/>`,
      `<rect x="${WINDOW.x}" y="${WINDOW.y}" width="${WINDOW.width}" height="${BAR}" fill="#F1F3F5"/>`,
      `<circle cx="${WINDOW.x + 34}" cy="${WINDOW.y + 32}" r="8" fill="#E5736B"/><circle cx="${WINDOW.x + 60}" cy="${WINDOW.y + 32}" r="8" fill="#E9B949"/><circle cx="${WINDOW.x + 86}" cy="${WINDOW.y + 32}" r="8" fill="#6CBF6A"/>`,
      `<rect x="${WINDOW.x + 400}" y="${WINDOW.y + 15}" width="500" height="34" rx="17" fill="#FFFFFF"/>`,
      outlinedText(`social.example/${slug}`, WINDOW.x + 650, WINDOW.y + 39, 18, quiet, {
        anchor: "middle",
        maxWidth: 460,
      }),
      // The cover: the brand's colour, a large faint symbol running off its edge, the logo.
      `<rect x="${COVER.x}" y="${COVER.y}" width="${COVER.width}" height="${COVER.height}" fill="${cover.surface}"/>`,
      hasOwnSymbol(art)
        ? `<g clip-path="url(#cover)" opacity="0.08">${placeArt(art.icon(isDark(cover.surface) ? "reversed" : "black"), { x: COVER.x + COVER.width - 380, y: COVER.y - 60, width: 520, height: 520 })}</g>`
        : "",
      placeArt(
        cover.drawing,
        { x: COVER.x + 420, y: COVER.y + 70, width: COVER.width - 620, height: COVER.height - 140 },
        { maxArea: 0.4 },
      ),
      `<rect x="${COVER.x}" y="${COVER.y + COVER.height - 1}" width="${COVER.width}" height="1" fill="${tone}" opacity="0.08"/>`,
      // The avatar, ringed in white over the cover's edge.
      `<circle cx="${AVATAR.cx}" cy="${AVATAR.cy}" r="${AVATAR.r + 9}" fill="#FFFFFF"/>`,
      `<circle cx="${AVATAR.cx}" cy="${AVATAR.cy}" r="${AVATAR.r}" fill="${avatar.surface}"/>`,
      placeInCircle(avatar.drawing, AVATAR.cx, AVATAR.cy, AVATAR.r),
      `<circle cx="${AVATAR.cx}" cy="${AVATAR.cy}" r="${AVATAR.r}" fill="none" stroke="#000" stroke-opacity="0.07" stroke-width="2"/>`,
      outlinedText(name, WINDOW.x + 350, textTop, 46, ink, { weight: 700, maxWidth: 620 }),
      outlinedText(`@${slug}`, WINDOW.x + 350, textTop + 44, 26, quiet, { maxWidth: 620 }),
      textLines(WINDOW.x + 60, textTop + 100, [560, 420], { gap: 30, thickness: 12, fill: "#D5DAE0" }),
      outlinedText("128 posts", WINDOW.x + 60, textTop + 190, 24, ink, { weight: 600 }),
      outlinedText("2,431 followers", WINDOW.x + 230, textTop + 190, 24, ink, { weight: 600 }),
      outlinedText("310 following", WINDOW.x + 460, textTop + 190, 24, ink, { weight: 600 }),
      `<rect x="${WINDOW.x + WINDOW.width - 290}" y="${textTop - 44}" width="230" height="62" rx="31" fill="${accent}"/>`,
      outlinedText("Follow", WINDOW.x + WINDOW.width - 175, textTop - 3, 26, "#FFFFFF", {
        weight: 600,
        anchor: "middle",
      }),
      `<rect x="${WINDOW.x + WINDOW.width - 290}" y="${textTop + 36}" width="230" height="58" rx="29" fill="none" stroke="#D5DAE0" stroke-width="2"/>`,
      outlinedText("Message", WINDOW.x + WINDOW.width - 175, textTop + 74, 24, ink, {
        weight: 600,
        anchor: "middle",
      }),
      // The first posts: the symbol on the brand's ground, the logo on its colour, a photograph.
      `<rect x="${postX(0)}" y="${posts.y}" width="${posts.width}" height="${posts.height}" rx="12" fill="${avatar.surface}"/>`,
      `<rect x="${postX(0)}" y="${posts.y}" width="${posts.width}" height="${posts.height}" rx="12" fill="none" stroke="#000" stroke-opacity="0.06" stroke-width="2"/>`,
      placeArt(avatar.drawing, {
        x: postX(0) + posts.width * 0.3,
        y: posts.y + posts.height * 0.22,
        width: posts.width * 0.4,
        height: posts.height * 0.56,
      }),
      `<rect x="${postX(1)}" y="${posts.y}" width="${posts.width}" height="${posts.height}" rx="12" fill="${cover.surface}"/>`,
      placeArt(
        cover.drawing,
        { x: postX(1) + 50, y: posts.y + 40, width: posts.width - 100, height: posts.height - 80 },
        { maxArea: 0.45 },
      ),
      `<defs><linearGradient id="photo" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E8DCCB"/><stop offset="1" stop-color="#C9B49A"/></linearGradient></defs>`,
      `<rect x="${postX(2)}" y="${posts.y}" width="${posts.width}" height="${posts.height}" rx="12" fill="url(#photo)"/>`,
      `<circle cx="${postX(2) + 270}" cy="${posts.y + 80}" r="36" fill="#F6EEDF"/>`,
      `<path d="M${postX(2)} ${posts.y + posts.height - 70} Q${postX(2) + 120} ${posts.y + posts.height - 170} ${postX(2) + 230} ${posts.y + posts.height - 100} T${postX(2) + posts.width} ${posts.y + posts.height - 130} V${posts.y + posts.height - 12} Q${postX(2) + posts.width} ${posts.y + posts.height} ${postX(2) + posts.width - 12} ${posts.y + posts.height} H${postX(2) + 12} Q${postX(2)} ${posts.y + posts.height} ${postX(2)} ${posts.y + posts.height - 12} Z" fill="${mix("#8A9A7B", "#000000", 0.1)}"/>`,
      `</g>`,
      `<rect x="${WINDOW.x + 0.5}" y="${WINDOW.y + 0.5}" width="${WINDOW.width - 1}" height="${WINDOW.height - 1}" rx="20" fill="none" stroke="#000" stroke-opacity="0.08"/>`,
    ),
  ];
};
