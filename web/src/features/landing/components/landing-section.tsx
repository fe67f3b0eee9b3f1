import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface LandingSectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  tone?: "plain" | "tinted";
  /** Full-bleed content (the example rows) instead of the centred container. */
  bleed?: boolean;
}

/** One landing section: an anchor target with the page's shared heading style. */
export function LandingSection({
  id,
  eyebrow,
  title,
  subtitle,
  children,
  tone = "plain",
  bleed,
}: LandingSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      tabIndex={id ? -1 : undefined}
      sx={{
        py: { xs: 8, md: 12 },
        scrollMarginTop: 64,
        outline: "none",
        bgcolor: tone === "tinted" ? "#f4f4fb" : "transparent",
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 680, mx: "auto", textAlign: "center", mb: { xs: 5, md: 7 } }}>
          {eyebrow && (
            <Typography
              sx={{ color: "primary.main", fontWeight: 700, fontSize: 14, letterSpacing: "0.08em", mb: 1.5 }}
            >
              {eyebrow.toUpperCase()}
            </Typography>
          )}
          <Typography
            id={headingId}
            variant="h2"
            sx={{ fontSize: { xs: 30, sm: 36, md: 44 }, lineHeight: 1.15, letterSpacing: "-0.03em" }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: { xs: 17, md: 19 }, lineHeight: 1.6 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {!bleed && children}
      </Container>
      {bleed && children}
    </Box>
  );
}
