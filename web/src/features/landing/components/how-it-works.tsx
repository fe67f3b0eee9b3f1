import AutoAwesomeOutlinedIcon from "@mui/icons-material/AutoAwesomeOutlined";
import EditNoteOutlinedIcon from "@mui/icons-material/EditNoteOutlined";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import TuneOutlinedIcon from "@mui/icons-material/TuneOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { LandingSection } from "./landing-section";

const STEPS: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: "Describe your vision",
    text: "Enter your brand name and a sentence or two about what you do and how it should feel.",
    icon: <EditNoteOutlinedIcon />,
  },
  {
    title: "AI generates options",
    text: "In a few seconds you get six logo concepts in two design directions, your name set in real type.",
    icon: <AutoAwesomeOutlinedIcon />,
  },
  {
    title: "Customize and refine",
    text: "Create similar designs, ask for more in a direction you like, or edit your brief and regenerate.",
    icon: <TuneOutlinedIcon />,
  },
  {
    title: "Download and use",
    text: "Export high-resolution files with truly transparent backgrounds for your site, socials and print.",
    icon: <FileDownloadOutlinedIcon />,
  },
];

export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="How it works"
      title="From idea to logo in four steps"
      subtitle="No design skills, no briefs to agencies, no waiting days for a first draft."
    >
      <Box
        component="ol"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
        }}
      >
        {STEPS.map((step, index) => (
          <Box
            component="li"
            key={step.title}
            sx={{
              p: 3,
              borderRadius: "20px",
              bgcolor: "#fafafe",
              border: "1px solid",
              borderColor: "divider",
            }}
          >
            <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2.5 }}>
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: "12px",
                  display: "grid",
                  placeItems: "center",
                  color: "primary.main",
                  bgcolor: "rgba(67,56,202,0.08)",
                }}
                aria-hidden
              >
                {step.icon}
              </Box>
              <Typography sx={{ fontWeight: 800, color: "text.secondary", fontSize: 14 }} aria-hidden>
                {String(index + 1).padStart(2, "0")}
              </Typography>
            </Box>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {step.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.65 }}>
              {step.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
