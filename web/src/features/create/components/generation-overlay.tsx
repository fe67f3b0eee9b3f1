import { PRODUCT_NAME } from "@contract";
import { Box, Dialog, Stack, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";

/** The messages rotated every 3 s while logos generate. */
export const GENERATION_MESSAGES = [
  "Analyzing brand essence...",
  "Exploring design possibilities...",
  "Crafting unique concepts...",
  "Refining color palettes...",
  "Finalizing logo designs...",
] as const;
const MESSAGE_INTERVAL_MS = 3000;

/** Full-screen and blocking: there is nothing to do on the form until the designs arrive. */
export function GenerationOverlay({ open }: { open: boolean }) {
  const titleId = useId();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!open) return;
    setIndex(0);
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % GENERATION_MESSAGES.length),
      MESSAGE_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [open]);

  return (
    <Dialog
      open={open}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            color: "common.white",
            background: "radial-gradient(circle at 30% 20%, #4f46e5 0%, #312e81 45%, #111827 100%)",
          },
        },
      }}
    >
      <Stack
        sx={{ flex: 1, alignItems: "center", justifyContent: "center", gap: 4, px: 3, textAlign: "center" }}
      >
        <Box aria-hidden="true" sx={{ position: "relative", width: 120, height: 120 }}>
          {[0, 1, 2].map((ring) => (
            <Box
              key={ring}
              sx={{
                position: "absolute",
                inset: ring * 16,
                borderRadius: ring === 1 ? "28%" : "50%",
                border: "3px solid",
                borderColor: ["rgba(255,255,255,0.85)", "rgba(94,234,212,0.8)", "rgba(199,210,254,0.8)"][
                  ring
                ],
                borderTopColor: "transparent",
                animation: `markery-orbit ${1.6 + ring * 0.5}s linear infinite ${ring === 1 ? "reverse" : ""}`,
                "@keyframes markery-orbit": { to: { transform: "rotate(360deg)" } },
                "@media (prefers-reduced-motion: reduce)": { animation: "none" },
              }}
            />
          ))}
        </Box>
        <Typography id={titleId} variant="overline" sx={{ letterSpacing: "0.2em", opacity: 0.8 }}>
          {PRODUCT_NAME} is designing your logos
        </Typography>
        <Typography
          role="status"
          aria-live="polite"
          variant="h4"
          component="p"
          sx={{ fontWeight: 800, fontSize: { xs: "1.6rem", sm: "2.2rem" }, minHeight: "1.4em" }}
        >
          {/* The live region stays mounted so each new message is announced; only the text re-animates. */}
          <Box
            component="span"
            key={index}
            sx={{
              display: "inline-block",
              animation: "markery-fade-in 500ms ease",
              "@keyframes markery-fade-in": {
                from: { opacity: 0, transform: "translateY(8px)" },
                to: { opacity: 1, transform: "none" },
              },
              "@media (prefers-reduced-motion: reduce)": { animation: "none" },
            }}
          >
            {GENERATION_MESSAGES[index]}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.75 }}>
          This may take up to a minute
        </Typography>
      </Stack>
    </Dialog>
  );
}
