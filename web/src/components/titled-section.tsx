import { Paper, Stack, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";

interface TitledSectionProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** A titled panel of a page (a region named by its title), e.g. the export page's sections below the files. */
export function TitledSection({ title, intro, children }: TitledSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 4 }}
    >
      <Stack sx={{ gap: 2 }}>
        <Stack sx={{ gap: 0.5 }}>
          <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
