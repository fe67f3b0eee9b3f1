import type { Logo, PromptWithLogos } from "@contract";
import { Box, Grid, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { LogoCard } from "@/components/logo-card";

interface PromptGroupProps {
  group: PromptWithLogos;
  /** 1-based position of the group on the page, used in its heading. */
  position: number;
  brandName: string;
  newLogoIds: readonly string[];
  /** Buttons for one logo card. */
  renderActions(logo: Logo): ReactNode;
  /** A line under each logo (its measured score). */
  renderDetails?(logo: Logo): ReactNode;
  /** Buttons for the whole group, shown beside its heading. */
  groupActions?: ReactNode;
}

/** One prompt's logos: a heading with the prompt's idea and a responsive grid of logo cards. */
export function PromptGroup({
  group,
  position,
  brandName,
  newLogoIds,
  renderActions,
  renderDetails,
  groupActions,
}: PromptGroupProps) {
  const headingId = `prompt-group-${group.prompt.id}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{
          mb: 2,
          gap: 1.5,
          alignItems: { xs: "flex-start", sm: "center" },
          justifyContent: "space-between",
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Concept {position}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            title={group.prompt.content}
            sx={{
              display: "-webkit-box",
              WebkitLineClamp: 2,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
              maxWidth: 720,
            }}
          >
            {group.prompt.content}
          </Typography>
        </Box>
        {groupActions}
      </Stack>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        {group.logos.map((logo, index) => (
          <Grid key={logo.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <LogoCard
              logo={logo}
              alt={`${brandName} logo design ${index + 1}, concept ${position}`}
              isNew={newLogoIds.includes(logo.id)}
              actions={renderActions(logo)}
              details={renderDetails?.(logo)}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
