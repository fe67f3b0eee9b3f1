import { FREE_MONTHLY_GENERATIONS } from "@contract";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { EXAMPLE_ROWS, HERO_EXAMPLE_URL } from "../data/example-logos";
import { ExampleLogo } from "./example-logo";

const SHOWCASE = EXAMPLE_ROWS.flatMap((row) => row.logos).find((logo) => logo.url === HERO_EXAMPLE_URL);

export function Hero({ onTryForFree }: { onTryForFree(): void }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: "relative",
        overflow: "hidden",
        pt: { xs: 6, md: 10 },
        pb: { xs: 8, md: 12 },
        background:
          "radial-gradient(60rem 30rem at 85% -10%, rgba(67,56,202,0.12), transparent 60%), radial-gradient(40rem 24rem at -10% 10%, rgba(15,118,110,0.08), transparent 60%)",
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: "grid",
            gap: { xs: 6, md: 8 },
            gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1.1fr) minmax(0, 0.9fr)" },
            alignItems: "center",
          }}
        >
          <Box>
            <Box
              sx={{
                display: "inline-flex",
                alignItems: "center",
                gap: 1,
                px: 1.5,
                py: 0.5,
                mb: 3,
                borderRadius: 999,
                border: "1px solid",
                borderColor: "divider",
                bgcolor: "background.paper",
                fontSize: 14,
                fontWeight: 600,
                color: "text.secondary",
              }}
            >
              <Box
                component="span"
                sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: "secondary.main" }}
              />
              AI logo generator for small businesses
            </Box>
            <Typography
              id="hero-title"
              variant="h1"
              sx={{
                fontSize: { xs: 38, sm: 50, md: 56 },
                lineHeight: 1.04,
                letterSpacing: "-0.045em",
                maxWidth: 620,
                textWrap: "balance",
              }}
            >
              Your logo, spelled right. Ready in seconds.
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ mt: 3, fontSize: { xs: 18, md: 20 }, lineHeight: 1.6, maxWidth: 560 }}
            >
              Describe your business and Markery designs unique logo options with your brand name set in real
              type, never garbled. Keep your favourites as crisp, high-resolution files with truly transparent
              backgrounds.
            </Typography>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 4.5 }}>
              <Button
                variant="contained"
                size="large"
                endIcon={<ArrowForwardIcon />}
                onClick={onTryForFree}
                sx={{ px: 3.5, py: 1.5, fontSize: 17 }}
              >
                Try for free
              </Button>
              <Button
                component={RouterLink}
                to="/#examples"
                variant="outlined"
                size="large"
                color="inherit"
                sx={{ px: 3, py: 1.5, fontSize: 17, borderColor: "divider" }}
              >
                See examples
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              *No credit card required
            </Typography>
            <Stack
              component="ul"
              direction={{ xs: "column", sm: "row" }}
              spacing={{ xs: 1, sm: 3 }}
              sx={{ listStyle: "none", p: 0, m: 0, mt: 4 }}
            >
              {[
                `${FREE_MONTHLY_GENERATIONS} free generations every month`,
                "One-time pricing, no subscription",
              ].map((point) => (
                <Stack component="li" key={point} direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <CheckCircleIcon sx={{ fontSize: 18, color: "secondary.main" }} aria-hidden />
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {point}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
          {SHOWCASE && <HeroShowcase />}
        </Box>
      </Container>
    </Box>
  );
}

/** A still of the product: one finished logo with the details that matter. Decorative only. */
function HeroShowcase() {
  if (!SHOWCASE) return null;
  return (
    <Box sx={{ position: "relative", maxWidth: 460, width: "100%", mx: "auto" }}>
      <Box
        sx={{
          p: { xs: 2, sm: 2.5 },
          borderRadius: "24px",
          bgcolor: "background.paper",
          border: "1px solid",
          borderColor: "divider",
          boxShadow: "0 30px 60px -30px rgba(17,24,39,0.35), 0 1px 2px rgba(17,24,39,0.06)",
        }}
      >
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", px: 0.5, pb: 2 }}>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{SHOWCASE.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              Design 1 of 6
            </Typography>
          </Box>
          <Box
            sx={{
              px: 1.25,
              py: 0.5,
              borderRadius: 999,
              fontSize: 12,
              fontWeight: 700,
              color: "secondary.main",
              bgcolor: "rgba(15,118,110,0.1)",
            }}
          >
            Ready
          </Box>
        </Stack>
        <ExampleLogo logo={SHOWCASE} size="100%" eager />
        <Stack direction="row" spacing={1} sx={{ pt: 2 }} aria-hidden>
          {["Create Similar", "Export Logo"].map((label, index) => (
            <Box
              key={label}
              sx={{
                flex: 1,
                textAlign: "center",
                py: 1,
                borderRadius: "10px",
                fontSize: 14,
                fontWeight: 600,
                border: "1px solid",
                borderColor: index === 1 ? "primary.main" : "divider",
                bgcolor: index === 1 ? "primary.main" : "transparent",
                color: index === 1 ? "primary.contrastText" : "text.primary",
              }}
            >
              {label}
            </Box>
          ))}
        </Stack>
      </Box>
      <FloatingNote sx={{ top: { xs: "30%", md: "34%" }, left: { xs: -8, md: -44 } }}>
        <CheckCircleIcon sx={{ fontSize: 18, color: "secondary.main" }} aria-hidden />
        Name spelled right
      </FloatingNote>
      <FloatingNote sx={{ bottom: { xs: 64, md: 96 }, right: { xs: 12, md: -32 } }}>
        <Box component="span" sx={{ color: "text.secondary", fontWeight: 500 }}>
          Generations left
        </Box>
        9 / {FREE_MONTHLY_GENERATIONS}
      </FloatingNote>
    </Box>
  );
}

function FloatingNote({ children, sx }: { children: ReactNode; sx: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden
      sx={[
        {
          position: "absolute",
          display: "inline-flex",
          alignItems: "center",
          gap: 1,
          px: 1.75,
          py: 1,
          borderRadius: 999,
          bgcolor: "background.paper",
          border: "1px solid",
          borderColor: "divider",
          boxShadow: "0 12px 24px -12px rgba(17,24,39,0.25)",
          fontSize: 14,
          fontWeight: 700,
          whiteSpace: "nowrap",
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
