import { PRODUCT_NAME } from "@contract";
import { Box } from "@mui/material";

/**
 * Previews are shown under a repeating, rotated product-name watermark: the clean
 * files are only reachable through the owner's exports. Drawn as one SVG tile so it stays crisp.
 */
const TILE = encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="90" viewBox="0 0 140 90">` +
    `<text x="70" y="50" text-anchor="middle" transform="rotate(-30 70 45)" ` +
    `font-family="Inter, Arial, sans-serif" font-size="17" font-weight="700" ` +
    `fill="rgba(17,24,39,0.16)" stroke="rgba(255,255,255,0.28)" stroke-width="0.6">${PRODUCT_NAME}</text></svg>`,
);

export function WatermarkOverlay() {
  return (
    <Box
      aria-hidden="true"
      data-testid="watermark-overlay"
      sx={{
        position: "absolute",
        inset: 0,
        pointerEvents: "none",
        userSelect: "none",
        backgroundImage: `url("data:image/svg+xml,${TILE}")`,
        backgroundRepeat: "repeat",
        backgroundPosition: "center",
      }}
    />
  );
}
