import {
  CREATOR_EXPORT_CREDITS,
  CREATOR_FIRST_MONTH_DESIGNS,
  CREATOR_GENERATION_CREDITS,
  FREE_MONTHLY_GENERATIONS,
} from "@contract";
import AllInclusiveIcon from "@mui/icons-material/AllInclusive";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import DownloadIcon from "@mui/icons-material/Download";
import GestureIcon from "@mui/icons-material/Gesture";
import LayersClearIcon from "@mui/icons-material/LayersClear";
import { Box, Chip, Divider, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { CREATOR_PRICE_LABEL } from "../lib/price";

interface Addition {
  icon: ReactNode;
  title: string;
  text: string;
}

/** What one purchase adds, from the same constants the API grants by. */
const ADDITIONS: Addition[] = [
  {
    icon: <AutoAwesomeIcon />,
    title: `${CREATOR_GENERATION_CREDITS} logo generations`,
    text: `Up to ${CREATOR_FIRST_MONTH_DESIGNS} unique logo designs this month with your ${FREE_MONTHLY_GENERATIONS} free ones.`,
  },
  {
    icon: <DownloadIcon />,
    title: `${CREATOR_EXPORT_CREDITS} logo exports`,
    text: "Each export gives you every file of one logo, ready for commercial use.",
  },
  {
    icon: <LayersClearIcon />,
    title: "Transparent and high-resolution files",
    text: "No-background PNGs and high-quality upscales for print and web.",
  },
  {
    icon: <GestureIcon />,
    title: "Vector master",
    text: "A scalable SVG master and a brand kit (web, social and print files) with every export.",
  },
  {
    icon: <AllInclusiveIcon />,
    title: "Credits never expire",
    text: "No subscription and no renewal. Buy again any time: purchases stack.",
  },
];

/** The order summary beside the payment form: plan, what it adds and the one-time total. */
export function PlanSummary() {
  return (
    <Paper
      component="section"
      aria-labelledby="checkout-plan-title"
      variant="outlined"
      sx={{
        borderRadius: 4,
        overflow: "hidden",
        borderColor: "rgba(67, 56, 202, 0.25)",
      }}
    >
      <Box
        sx={{
          p: { xs: 2.5, sm: 3 },
          color: "common.white",
          background: "linear-gradient(135deg, #312e81 0%, #4338ca 55%, #0f766e 100%)",
        }}
      >
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", gap: 1 }}>
          <Typography id="checkout-plan-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            Creator plan
          </Typography>
          <Chip
            label="One-time payment"
            size="small"
            sx={{ bgcolor: "rgba(255,255,255,0.18)", color: "common.white", fontWeight: 700 }}
          />
        </Stack>
        <Typography
          data-testid="checkout-price"
          component="p"
          sx={{ mt: 1.5, fontSize: { xs: "2rem", sm: "2.4rem" }, fontWeight: 800, lineHeight: 1.1 }}
        >
          {CREATOR_PRICE_LABEL}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.85, mt: 0.5 }}>
          Charged once. No subscription.
        </Typography>
      </Box>
      <Stack sx={{ p: { xs: 2.5, sm: 3 }, gap: 2 }}>
        <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          What it adds to your account
        </Typography>
        <Stack
          component="ul"
          aria-label="What the Creator plan adds"
          sx={{ listStyle: "none", m: 0, p: 0, gap: 1.75 }}
        >
          {ADDITIONS.map((addition) => (
            <Stack component="li" key={addition.title} direction="row" sx={{ gap: 1.5 }}>
              <Box
                aria-hidden="true"
                sx={{
                  flex: "0 0 36px",
                  height: 36,
                  borderRadius: 2,
                  display: "grid",
                  placeItems: "center",
                  color: "primary.main",
                  bgcolor: "rgba(67, 56, 202, 0.08)",
                  "& svg": { fontSize: 20 },
                }}
              >
                {addition.icon}
              </Box>
              <Box>
                <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
                  {addition.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {addition.text}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
        <Divider />
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline" }}>
          <Typography sx={{ fontWeight: 700 }}>Total due today</Typography>
          <Typography sx={{ fontWeight: 800 }}>{CREATOR_PRICE_LABEL}</Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
