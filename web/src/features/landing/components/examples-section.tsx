import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";
import { EXAMPLE_ROWS, type ExampleRow } from "../data/example-logos";
import { ExampleLogo } from "./example-logo";
import { LandingSection } from "./landing-section";

/** A full cycle of the fastest row (speed 1) takes this long; slower rows take longer. */
const BASE_CYCLE_SECONDS = 36;

const scrollLeft = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;
const scrollRight = keyframes`
  from { transform: translateX(-50%); }
  to { transform: translateX(0); }
`;

const CARD_SIZE = { xs: 132, sm: 168, md: 188 };

/** Three rows of sample logos drifting sideways. */
export function ExamplesSection() {
  return (
    <LandingSection
      id="examples"
      eyebrow="Examples"
      title="Logos made with Markery"
      subtitle="Every one of these was designed by Markery from a brand name and a one-line description."
      bleed
    >
      <Box
        sx={{
          display: "grid",
          gap: { xs: 2, md: 3 },
          // Soft edges so logos glide in and out instead of being cut off.
          maskImage: "linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent)",
        }}
      >
        {EXAMPLE_ROWS.map((row, index) => (
          <MarqueeRow key={row.logos[0]?.id ?? index} row={row} label={`Example logos, row ${index + 1}`} />
        ))}
      </Box>
    </LandingSection>
  );
}

function MarqueeRow({ row, label }: { row: ExampleRow; label: string }) {
  const duration = BASE_CYCLE_SECONDS / row.speed;
  return (
    <Box
      sx={{
        overflow: "hidden",
        "@media (prefers-reduced-motion: reduce)": { overflowX: "auto" },
      }}
    >
      <Box
        data-testid="example-row"
        data-direction={row.direction}
        data-speed={row.speed}
        sx={{
          display: "flex",
          width: "max-content",
          animation: `${row.direction === "left" ? scrollLeft : scrollRight} ${duration}s linear infinite`,
          "&:hover": { animationPlayState: "paused" },
          "@media (prefers-reduced-motion: reduce)": { animation: "none" },
        }}
      >
        {/* The logos twice, so the loop has no seam; the copy is hidden from assistive tech. */}
        {[false, true].map((isCopy) => (
          <Box
            key={String(isCopy)}
            component="ul"
            aria-label={isCopy ? undefined : label}
            aria-hidden={isCopy || undefined}
            sx={{
              display: "flex",
              gap: { xs: 2, md: 3 },
              listStyle: "none",
              m: 0,
              p: 0,
              pr: { xs: 2, md: 3 },
            }}
          >
            {row.logos.map((logo) => (
              <Box component="li" key={logo.id}>
                <ExampleLogo logo={logo} size={CARD_SIZE} decorative={isCopy} />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
