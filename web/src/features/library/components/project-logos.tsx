import { type Logo, type Project, type PromptWithLogos, SCREEN_MESSAGE } from "@contract";
import AddIcon from "@mui/icons-material/Add";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import CollectionsIcon from "@mui/icons-material/Collections";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import { Alert, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ProgressOverlay } from "@/components/progress-overlay";
import { PromptGroup } from "@/components/prompt-group";
import { CustomizeButton } from "@/features/editor/components/customize-button";
import { LogoEditorDialog } from "@/features/editor/components/logo-editor-dialog";
import { useProjectDesigns } from "@/features/editor/hooks/use-project-designs";
import { EmptyState } from "@/features/library/components/empty-state";
import { generatePromptLogos } from "@/lib/api/generate-prompt-logos";
import { useGenerationRunner } from "@/stores/generation-runner";
import { useLogoSession } from "@/stores/logo-session-store";

/** Spec section 4: the generate-more bar climbs from 10% to 90% over about 10 s. */
const GENERATE_MORE_DURATION_MS = 10_000;

interface ProjectLogosProps {
  project: Project;
  groups: PromptWithLogos[];
  newLogoIds: readonly string[];
  onBack(): void;
  onLimitReached(): void;
  onExport(logo: Logo): void;
  /** A generation changed the project: the grid's counts must be refreshed. */
  onChanged(): void;
}

/** One project opened from /my-logos: its prompt groups, each with create-more and export. */
export function ProjectLogos({
  project,
  groups,
  newLogoIds,
  onBack,
  onLimitReached,
  onExport,
  onChanged,
}: ProjectLogosProps) {
  const { appendToPrompt } = useLogoSession();
  const runner = useGenerationRunner({ onLimitReached });
  const [customizing, setCustomizing] = useState<Logo | null>(null);
  const logoIds = useMemo(() => groups.flatMap((group) => group.logos.map((logo) => logo.id)), [groups]);
  const customizability = useProjectDesigns(project.id, logoIds);

  async function createMore(group: PromptWithLogos) {
    const outcome = await runner.run({
      key: group.prompt.id,
      request: (idempotencyKey) =>
        generatePromptLogos(group.prompt.projectId, group.prompt.id, idempotencyKey),
      apply: (response) => appendToPrompt(response.promptsWithLogos),
      failureMessage: SCREEN_MESSAGE.generateMoreFailed,
    });
    if (outcome === "generated") onChanged();
  }

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
      >
        <Stack sx={{ gap: 1, minWidth: 0 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ alignSelf: "flex-start", ml: -1 }}>
            All projects
          </Button>
          <Typography variant="h4" component="h2" sx={{ fontWeight: 800, wordBreak: "break-word" }}>
            {project.name}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
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

      {runner.error && (
        <Alert severity="error" onClose={runner.dismissError}>
          {runner.error}
        </Alert>
      )}

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
                    runner.pendingKey === group.prompt.id ? <CircularProgress size={16} /> : <AddIcon />
                  }
                  disabled={runner.generating}
                  onClick={() => void createMore(group)}
                  sx={{ flexShrink: 0 }}
                  aria-label={`Create more logos like concept ${index + 1}`}
                >
                  Create more
                </Button>
              }
              renderActions={(logo) => (
                <>
                  <CustomizeButton
                    availability={customizability(logo.id)}
                    onClick={() => setCustomizing(logo)}
                  />
                  <Button
                    variant="contained"
                    size="small"
                    startIcon={<FileDownloadOutlinedIcon />}
                    onClick={() => onExport(logo)}
                  >
                    Export Logo
                  </Button>
                </>
              )}
            />
          ))}
        </Stack>
      )}

      <LogoEditorDialog
        logo={customizing}
        onClose={() => setCustomizing(null)}
        onSaved={(response) => {
          setCustomizing(null);
          appendToPrompt(response.promptsWithLogos);
          onChanged();
        }}
      />
      <ProgressOverlay
        open={runner.generating}
        title="Generating More Logo Ideas"
        description="New logos for this concept are on their way."
        durationMs={GENERATE_MORE_DURATION_MS}
      />
    </Stack>
  );
}
