import GradientOutlinedIcon from "@mui/icons-material/GradientOutlined";
import SpellcheckOutlinedIcon from "@mui/icons-material/SpellcheckOutlined";
import TollOutlinedIcon from "@mui/icons-material/TollOutlined";
import TransformOutlinedIcon from "@mui/icons-material/TransformOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { LandingSection } from "./landing-section";

const STRENGTHS: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: "Your name, spelled right",
    text: "Your brand name is set in real typefaces, letter for letter. No garbled AI lettering to fix afterwards.",
    icon: <SpellcheckOutlinedIcon />,
  },
  {
    title: "Real vector artwork",
    text: "Every design is drawn as clean vector shapes, so your exports stay crisp from a favicon to a shop sign.",
    icon: <TransformOutlinedIcon />,
  },
  {
    title: "Truly transparent backgrounds",
    text: "No white boxes or fake checkerboards: transparent files drop cleanly onto any colour or photo.",
    icon: <GradientOutlinedIcon />,
  },
  {
    title: "Credits you can see",
    text: "Your remaining generations and exports are always in view, and prices are shown up front. No paywall surprises.",
    icon: <TollOutlinedIcon />,
  },
];

/** Why Markery: what sets it apart from other AI logo makers. */
export function Strengths() {
  return (
    <LandingSection
      eyebrow="Why Markery"
      title="Logos you can actually use"
      subtitle="Most AI logo makers stop at a pretty picture. Markery gives you files a business can rely on."
      tone="tinted"
    >
      <Box
        sx={{
          display: "grid",
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
        }}
      >
        {STRENGTHS.map((strength) => (
          <Box key={strength.title}>
            <Box sx={{ color: "primary.main", mb: 1.5, display: "flex" }} aria-hidden>
              {strength.icon}
            </Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.75 }}>
              {strength.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.65 }}>
              {strength.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
