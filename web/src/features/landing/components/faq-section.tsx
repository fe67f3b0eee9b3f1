import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { FAQ_ENTRIES, type FaqEntry } from "../data/faq";
import { LandingSection } from "./landing-section";

/** One question open at a time; clicking the open one closes it. */
export function FaqSection({ entries = FAQ_ENTRIES }: { entries?: readonly FaqEntry[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <LandingSection id="faq" eyebrow="FAQ" title="Questions, answered">
      <Box sx={{ maxWidth: 800, mx: "auto" }}>
        {entries.map((entry, index) => (
          <Accordion
            key={entry.question}
            expanded={openIndex === index}
            onChange={() => setOpenIndex((open) => (open === index ? null : index))}
            disableGutters
            elevation={0}
            square
            sx={{
              bgcolor: "transparent",
              borderBottom: "1px solid",
              borderColor: "divider",
              "&::before": { display: "none" },
            }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`faq-${index}-question`}
              aria-controls={`faq-${index}-answer`}
              sx={{ px: 0, py: 1 }}
            >
              <Typography component="span" sx={{ fontWeight: 600, fontSize: { xs: 16, md: 18 } }}>
                {entry.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: 0, pt: 0, pb: 3 }}>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {entry.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </LandingSection>
  );
}
