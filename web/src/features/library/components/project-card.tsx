import type { Logo, Project } from "@contract";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import ImageOutlinedIcon from "@mui/icons-material/ImageOutlined";
import { Box, Button, Card, CardActionArea, CardActions, Stack, Typography } from "@mui/material";
import { IsolatedName } from "@/components/isolated-name";
import { LogoPreview } from "@/components/logo-preview";
import { visuallyHidden } from "@/components/visually-hidden";

/** A project card shows its first 4 thumbnails and how many more there are. */
const THUMBNAILS_PER_CARD = 4;

const UPDATED = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

interface ProjectCardProps {
  project: Project;
  logos: Logo[];
  onOpen(): void;
  /** Asks to delete the project (a confirmation follows). */
  onDelete(): void;
}

/**
 * The card opens the project; its name is what it shows ("Open" is read first, the thumbnails are
 * decoration), so it can be spoken to by its visible text. Delete sits below, outside the card's
 * link area.
 */
export function ProjectCard({ project, logos, onOpen, onDelete }: ProjectCardProps) {
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
        display: "flex",
        flexDirection: "column",
        "&:hover": { boxShadow: "0 12px 32px rgba(17,24,39,0.08)", borderColor: "primary.light" },
      }}
    >
      <CardActionArea
        onClick={onOpen}
        sx={{ flex: 1, display: "flex", flexDirection: "column", alignItems: "stretch", p: 1.5 }}
      >
        {thumbnails.length > 0 ? (
          <Box aria-hidden="true" sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
            {thumbnails.map((logo, index) => (
              <LogoPreview key={logo.id} url={logo.url} alt={`${project.name} logo ${index + 1}`} rounded />
            ))}
          </Box>
        ) : (
          <Stack
            aria-hidden="true"
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
            <Box component="span" sx={visuallyHidden}>
              {"Open "}
            </Box>
            <IsolatedName>{project.name}</IsolatedName>
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
      <CardActions sx={{ px: 1.5, pt: 0, pb: 1.5, justifyContent: "flex-end" }}>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          aria-label={`Delete project ${project.name}`}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
