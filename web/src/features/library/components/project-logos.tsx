import { type Logo, type Project, type PromptWithLogos, SCREEN_MESSAGE } from "@contract";
import AddIcon from "@mui/icons-material/Add";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import CollectionsIcon from "@mui/icons-material/Collections";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import { Alert, Button, CircularProgress, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router-dom";
import { type LogoCustomizer, WithoutCustomizing } from "@/components/customize-slot";
import { GenerationShortfallNotice } from "@/components/generation-shortfall-notice";
import { ExportLogoButton } from "@/components/logo-card";
import { ProgressOverlay } from "@/components/progress-overlay";
import { PromptGroup } from "@/components/prompt-group";
import { EmptyState } from "@/features/library/components/empty-state";
import { GENERATE_MORE_DURATION_MS, useLogoGeneration } from "@/flows/generation/use-logo-generation";
import { useLogoSession } from "@/stores/logo-session-store";

interface ProjectLogosProps {
  project: Project;
  groups: PromptWithLogos[];
  newLogoIds: readonly string[];
  onBack(): void;
  onLimitReached(): void;
  onExport(logo: Logo): void;
  /** Asks to delete one logo design (a confirmation follows). */
  onDeleteLogo(logo: Logo): void;
  /** A generation changed the project: the grid's counts must be refreshed. */
  onChanged(): void;
  /** The editor's Customize, handed in by the route page; without it the cards have none. */
  customizer?: LogoCustomizer;
}

/** One project opened from /my-logos: its prompt groups, each with create-more and export. */
export function ProjectLogos({
  project,
  groups,
  newLogoIds,
  onBack,
  onLimitReached,
  onExport,
  onDeleteLogo,
  onChanged,
  customizer: Customizer = WithoutCustomizing,
}: ProjectLogosProps) {
  const { addLogosToConcepts } = useLogoSession();
  const generation = useLogoGeneration({ onLimitReached });
  const logoIds = useMemo(() => groups.flatMap((group) => group.logos.map((logo) => logo.id)), [groups]);

  /** More logos in this concept (the same call as 'Create Similar' on /logo-designs). */
  async function createMoreInConcept(group: PromptWithLogos) {
    const outcome = await generation.createMoreInConcept(group.prompt, SCREEN_MESSAGE.generateMoreFailed);
    if (outcome === "generated") onChanged();
  }

  return (
    <Customizer
      projectId={project.id}
      logoIds={logoIds}
      onSaved={(promptsWithLogos) => {
        addLogosToConcepts(promptsWithLogos);
        onChanged();
      }}
    >
      {(customizeButton) => (
        <Stack sx={{ gap: 3 }}>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
          >
            <Stack sx={{ gap: 1, minWidth: 0 }}>
              <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ alignSelf: "flex-start", ml: -1 }}>
                All projects
              </Button>
              <Typography
                variant="h4"
                component="h2"
                dir="auto"
                sx={{ fontWeight: 800, wordBreak: "break-word" }}
              >
                {project.name}
              </Typography>
              <Typography color="text.secondary" dir="auto" sx={{ maxWidth: 720 }}>
                {project.description}
              </Typography>
            </Stack>
            <Button
              component={RouterLink}
              to="/logo-designs"
              variant="outlined"
              endIcon={<ArrowForwardIcon />}
              sx={{ flexShrink: 0 }}
            >
              Open in designer
            </Button>
          </Stack>

          {generation.error && (
            <Alert severity="error" onClose={generation.dismissError}>
              {generation.error}
            </Alert>
          )}
          <GenerationShortfallNotice />

          {groups.length === 0 ? (
            <EmptyState
              icon={<CollectionsIcon />}
              title="You don't have any logos yet"
              text="This project has no logo designs yet. Open it in the designer to create some."
            />
          ) : (
            <Stack sx={{ gap: { xs: 5, md: 6 } }}>
              {groups.map((group, index) => (
                <PromptGroup
                  key={group.prompt.id}
                  group={group}
                  position={index + 1}
                  brandName={project.name}
                  newLogoIds={newLogoIds}
                  groupActions={
                    <Button
                      variant="outlined"
                      startIcon={
                        generation.pending?.promptId === group.prompt.id ? (
                          <CircularProgress size={16} />
                        ) : (
                          <AddIcon />
                        )
                      }
                      disabled={generation.generating}
                      onClick={() => void createMoreInConcept(group)}
                      sx={{ flexShrink: 0 }}
                      aria-label={`Create more logos like concept ${index + 1}`}
                    >
                      Create more
                    </Button>
                  }
                  renderActions={(logo) => (
                    <>
                      {customizeButton(logo)}
                      <ExportLogoButton onClick={() => onExport(logo)} />
                      <Tooltip title="Delete">
                        <IconButton
                          size="small"
                          aria-label="Delete this logo design"
                          onClick={() => onDeleteLogo(logo)}
                          sx={{ ml: "auto" }}
                        >
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </>
                  )}
                />
              ))}
            </Stack>
          )}

          <ProgressOverlay
            open={generation.generating}
            title="Generating More Logo Ideas"
            description="New logos for this concept are on their way."
            durationMs={GENERATE_MORE_DURATION_MS}
          />
        </Stack>
      )}
    </Customizer>
  );
}
