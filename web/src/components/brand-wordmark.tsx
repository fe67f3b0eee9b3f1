import { PRODUCT_NAME } from "@contract";
import Box from "@mui/material/Box";

/** Markery's mark (the favicon's "M") and name. Decorative mark: the name is the accessible text. */
export function BrandWordmark({ size = 28, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 1.25,
        color: inverted ? "#fff" : "text.primary",
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden="true"
        sx={{ width: size, height: size, flexShrink: 0 }}
      >
        <rect width="64" height="64" rx="16" fill="#4338ca" />
        <path
          d="M17 45V19l15 15 15-15v26"
          fill="none"
          stroke="#fff"
          strokeWidth="6.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: size * 0.7, letterSpacing: "-0.03em", lineHeight: 1 }}
      >
        {PRODUCT_NAME}
      </Box>
    </Box>
  );
}
