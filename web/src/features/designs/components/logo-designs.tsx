import { type Logo, type ProjectDetails, SCREEN_MESSAGE, STATE_MESSAGE } from "@contract";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import { Alert, Box, Breadcrumbs, Button, Container, Link, Stack, Typography } from "@mui/material";
import { useEffect, useMemo, useState } from "react";
import { Navigate, Link as RouterLink } from "react-router-dom";
import { ProgressOverlay } from "@/components/progress-overlay";
import { PromptGroup } from "@/components/prompt-group";
import { generateProjectLogos } from "@/features/designs/api/generate-project-logos";
import { DesignsBottomBar } from "@/features/designs/components/designs-bottom-bar";
import { EditProjectDialog } from "@/features/designs/components/edit-project-dialog";
import { HelpBox } from "@/features/designs/components/help-box";
import { useScrollToNewLogos } from "@/features/designs/hooks/use-scroll-to-new-logos";
import { CustomizeButton } from "@/features/editor/components/customize-button";
import { LogoEditorDialog } from "@/features/editor/components/logo-editor-dialog";
import { useProjectDesigns } from "@/features/editor/hooks/use-project-designs";
import { generatePromptLogos } from "@/lib/api/generate-prompt-logos";
import { useGenerationRunner } from "@/stores/generation-runner";
import { selectPromptGroups, useLogoSession } from "@/stores/logo-session-store";

/** Spec section 4: the generate-more bar climbs from 10% to 90% over about 10 s. */
export const GENERATE_MORE_DURATION_MS = 10_000;

interface LogoDesignsProps {
  onLimitReached(): void;
  onExport(logo: Logo): void;
}

export function LogoDesigns({ onLimitReached, onExport }: LogoDesignsProps) {
  const session = useLogoSession();
  const { state } = session;
  const project = state.currentProject;
  const runner = useGenerationRunner({ onLimitReached });
  const [editing, setEditing] = useState(false);
  const groups = useMemo(() => selectPromptGroups(state), [state]);
  useScrollToNewLogos(state.newLogoIds, groups);
  const [customizing, setCustomizing] = useState<Logo | null>(null);
  const logoIds = useMemo(() => groups.flatMap((group) => group.logos.map((logo) => logo.id)), [groups]);
  const customizability = useProjectDesigns(project?.id ?? null, logoIds);

  const initialDetails = useMemo<ProjectDetails>(
    () => ({ name: project?.name ?? "", description: project?.description ?? "" }),
    [project?.name, project?.description],
  );

  const projectName = project?.name;
  useEffect(() => {
    if (!projectName) return;
    const previous = document.title;
    document.title = `${projectName} logos — Markery`;
    return () => {
      document.title = previous;
    };
  }, [projectName]);

  if (!project) return <Navigate to="/create" replace />;
  const projectId = project.id;

  function createMore() {
    void runner.run({
      key: "more",
      // Spec section 4: new ids are cleared at the start of project generation.
      beforeRequest: session.clearNewLogoIds,
      signature: projectId,
      request: (idempotencyKey) => generateProjectLogos(projectId, undefined, idempotencyKey),
      apply: session.appendGeneration,
      failureMessage: SCREEN_MESSAGE.generateMoreFailed,
    });
  }

  function createWithEditedDetails(details: ProjectDetails) {
    setEditing(false);
    session.setProjectDetails(details);
    void runner.run({
      key: "refined",
      beforeRequest: session.clearNewLogoIds,
      signature: JSON.stringify([projectId, details]),
      request: (idempotencyKey) => generateProjectLogos(projectId, details, idempotencyKey),
      apply: session.appendGeneration,
      failureMessage: STATE_MESSAGE.generateRefinedFailed,
    });
  }

  function createSimilar(logo: Logo) {
    void runner.run({
      key: `similar:${logo.id}`,
      signature: logo.promptId,
      request: (idempotencyKey) => generatePromptLogos(logo.projectId, logo.promptId, idempotencyKey),
      apply: (response) => session.appendToPrompt(response.promptsWithLogos),
      failureMessage: SCREEN_MESSAGE.generateSimilarFailed,
    });
  }

  const logoCount = groups.reduce((total, group) => total + group.logos.length, 0);
  // Right after the first create every logo is new: marking all of them would mark nothing.
  const highlighted = state.newLogoIds.length < logoCount ? state.newLogoIds : [];

  return (
    <Box sx={{ pb: 14 }}>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
        <Breadcrumbs separator={<NavigateNextIcon fontSize="small" />} aria-label="Breadcrumb" sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/create" underline="hover" color="inherit">
            Logo Creation
          </Link>
          <Typography color="text.primary" aria-current="page">
            Logo Designs
          </Typography>
        </Breadcrumbs>

        <Stack sx={{ gap: 1, mb: 3 }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "1.9rem", md: "2.6rem" } }}>
            Your Logos are ready!
          </Typography>
          <Typography color="text.secondary">
            {logoCount} {logoCount === 1 ? "design" : "designs"} for <strong>{project.name}</strong>
          </Typography>
        </Stack>

        <HelpBox />

        {runner.error && (
          <Alert severity="error" onClose={runner.dismissError} sx={{ mt: 3 }}>
            {runner.error}
          </Alert>
        )}

        <Stack sx={{ gap: { xs: 5, md: 6 }, mt: { xs: 4, md: 5 } }}>
          {groups.map((group, index) => (
            <PromptGroup
              key={group.prompt.id}
              group={group}
              position={index + 1}
              brandName={project.name}
              newLogoIds={highlighted}
              renderActions={(logo) => (
                <>
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<AutoAwesomeIcon />}
                    disabled={runner.generating}
                    onClick={() => createSimilar(logo)}
                  >
                    Create Similar
                  </Button>
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
      </Container>

      <DesignsBottomBar
        projectName={project.name}
        logoCount={logoCount}
        busy={runner.generating}
        onEditPrompt={() => setEditing(true)}
        onCreateMore={createMore}
      />
      <EditProjectDialog
        open={editing}
        initial={initialDetails}
        onClose={() => setEditing(false)}
        onSave={createWithEditedDetails}
      />
      <LogoEditorDialog
        logo={customizing}
        onClose={() => setCustomizing(null)}
        onSaved={(response) => {
          setCustomizing(null);
          // The new logo joins its concept, marked new and scrolled into view.
          session.appendToPrompt(response.promptsWithLogos);
        }}
      />
      <ProgressOverlay
        open={runner.generating}
        title="Generating More Logo Ideas"
        description="New concepts are on their way. They will appear below your current designs."
        durationMs={GENERATE_MORE_DURATION_MS}
      />
    </Box>
  );
}
