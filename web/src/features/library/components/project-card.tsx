import type { Logo, Project } from "@contract";
import ImageOutlinedIcon from "@mui/icons-material/ImageOutlined";
import { Box, Card, CardActionArea, Stack, Typography } from "@mui/material";
import { LogoPreview } from "@/components/logo-preview";

/** Spec section 2: a project card shows its first 4 thumbnails and how many more there are. */
export const THUMBNAILS_PER_CARD = 4;

const UPDATED = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

interface ProjectCardProps {
  project: Project;
  logos: Logo[];
  onOpen(): void;
}

export function ProjectCard({ project, logos, onOpen }: ProjectCardProps) {
  const thumbnails = logos.slice(0, THUMBNAILS_PER_CARD);
  const more = logos.length - thumbnails.length;
  const updated = new Date(project.updatedAt);
  return (
    <Card
      variant="outlined"
      sx={{
        height: "100%",
        borderRadius: 3,
        transition: "box-shadow 200ms ease, border-color 200ms ease",
        "&:hover": { boxShadow: "0 12px 32px rgba(17,24,39,0.08)", borderColor: "primary.light" },
      }}
    >
      <CardActionArea
        onClick={onOpen}
        aria-label={`Open ${project.name}, ${logos.length} ${logos.length === 1 ? "logo" : "logos"}`}
        sx={{ height: "100%", display: "flex", flexDirection: "column", alignItems: "stretch", p: 1.5 }}
      >
        {thumbnails.length > 0 ? (
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
            {thumbnails.map((logo, index) => (
              <LogoPreview key={logo.id} url={logo.url} alt={`${project.name} logo ${index + 1}`} rounded />
            ))}
          </Box>
        ) : (
          <Stack
            sx={{
              aspectRatio: "1 / 1",
              borderRadius: 2,
              bgcolor: "#f3f4f6",
              alignItems: "center",
              justifyContent: "center",
              gap: 1,
              color: "text.secondary",
            }}
          >
            <ImageOutlinedIcon aria-hidden="true" />
            <Typography variant="body2">No logos yet</Typography>
          </Stack>
        )}
        <Box sx={{ px: 0.5, pt: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }} noWrap title={project.name}>
            {project.name}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
            <Typography variant="body2" color="text.secondary">
              {logos.length} {logos.length === 1 ? "logo" : "logos"}
              {more > 0 && (
                <Box component="span" sx={{ color: "primary.main", fontWeight: 600 }}>
                  {" · "}+{more} more logos
                </Box>
              )}
            </Typography>
            {!Number.isNaN(updated.getTime()) && (
              <Typography variant="caption" color="text.secondary" sx={{ alignSelf: "center" }}>
                {UPDATED.format(updated)}
              </Typography>
            )}
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}
