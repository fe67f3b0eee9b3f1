import { type Logo, type ProjectDetails, SCREEN_MESSAGE } from "@contract";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import { Alert, Box, Breadcrumbs, Button, Container, Link, Stack, Typography } from "@mui/material";
import { useEffect, useMemo, useState } from "react";
import { Navigate, Link as RouterLink } from "react-router-dom";
import { type LogoCustomizer, WithoutCustomizing } from "@/components/customize-slot";
import { GenerationShortfallNotice } from "@/components/generation-shortfall-notice";
import { ExportLogoButton } from "@/components/logo-card";
import type { LogoScoreSlot } from "@/components/logo-score-slot";
import { type MockupsSlot, WithoutMockups } from "@/components/mockups-slot";
import { type MotionSlot, WithoutMotion } from "@/components/motion-slot";
import { ProgressOverlay } from "@/components/progress-overlay";
import { PromptGroup } from "@/components/prompt-group";
import { DesignsBottomBar } from "@/features/designs/components/designs-bottom-bar";
import { EditProjectDialog } from "@/features/designs/components/edit-project-dialog";
import { HelpBox } from "@/features/designs/components/help-box";
import { useScrollToNewLogos } from "@/features/designs/hooks/use-scroll-to-new-logos";
import {
  GENERATE_MORE_DURATION_MS,
  type PendingGeneration,
  useLogoGeneration,
} from "@/flows/generation/use-logo-generation";
import { selectPromptGroups, useLogoSession } from "@/stores/logo-session-store";

/** What the progress overlay tells the user is on its way, by the action that is running. */
function overlayDescription(pending: PendingGeneration | null): string {
  if (pending?.action === "moreInConcept") return "Similar logos for this concept are on their way.";
  return "A new concept is on its way. It will appear below your current designs.";
}

interface LogoDesignsProps {
  onLimitReached(): void;
  onExport(logo: Logo): void;
  /** The editor's Customize, handed in by the route page; without it the cards have none. */
  customizer?: LogoCustomizer;
  /** 'See it in use' on each card, handed in by the route page. */
  mockups?: MockupsSlot;
  /** 'Play' on each card: the logo in motion, handed in by the route page. */
  motion?: MotionSlot;
  /** Each card's measured score, handed in by the route page. */
  score?: LogoScoreSlot;
}

export function LogoDesigns({
  onLimitReached,
  onExport,
  customizer: Customizer = WithoutCustomizing,
  mockups: MockupsButton = WithoutMockups,
  motion: MotionButton = WithoutMotion,
  score: Score,
}: LogoDesignsProps) {
  const session = useLogoSession();
  const { state } = session;
  const project = state.currentProject;
  const generation = useLogoGeneration({ onLimitReached });
  const [editing, setEditing] = useState(false);
  const groups = useMemo(() => selectPromptGroups(state), [state]);
  useScrollToNewLogos(state.newLogoIds, groups);
  const logoIds = useMemo(() => groups.flatMap((group) => group.logos.map((logo) => logo.id)), [groups]);

  const initialDetails = useMemo<ProjectDetails>(
    () => ({ name: project?.name ?? "", description: project?.description ?? "" }),
    [project?.name, project?.description],
  );

  const projectName = project?.name;
  useEffect(() => {
    if (!projectName) return;
    const previous = document.title;
    // First-strong isolates keep an Arabic or Hebrew name whole inside the English title.
    document.title = `\u2068${projectName}\u2069 logos — Markery`;
    return () => {
      document.title = previous;
    };
  }, [projectName]);

  if (!project) return <Navigate to="/create" replace />;
  const projectId = project.id;

  function createWithEditedDetails(details: ProjectDetails) {
    setEditing(false);
    void generation.createRefinedConcept(projectId, details);
  }

  const logoCount = groups.reduce((total, group) => total + group.logos.length, 0);
  // Right after the first create every logo is new: marking all of them would mark nothing.
  const highlighted = state.newLogoIds.length < logoCount ? state.newLogoIds : [];

  return (
    <Customizer projectId={projectId} logoIds={logoIds} onSaved={session.addLogosToConcepts}>
      {(customizeButton) => (
        <Box sx={{ pb: 14 }}>
          <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
            <Breadcrumbs
              separator={<NavigateNextIcon fontSize="small" />}
              aria-label="Breadcrumb"
              sx={{ mb: 2 }}
            >
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
                {logoCount} {logoCount === 1 ? "design" : "designs"} for{" "}
                <strong dir="auto">{project.name}</strong>
              </Typography>
            </Stack>

            <HelpBox />

            {generation.error && (
              <Alert severity="error" onClose={generation.dismissError} sx={{ mt: 3 }}>
                {generation.error}
              </Alert>
            )}
            <GenerationShortfallNotice aboveBottomBar />

            <Stack sx={{ gap: { xs: 5, md: 6 }, mt: { xs: 4, md: 5 } }}>
              {groups.map((group, index) => (
                <PromptGroup
                  key={group.prompt.id}
                  group={group}
                  position={index + 1}
                  brandName={project.name}
                  newLogoIds={highlighted}
                  renderDetails={Score ? (logo) => <Score logoId={logo.id} compact /> : undefined}
                  renderActions={(logo) => (
                    <>
                      <Button
                        variant="outlined"
                        size="small"
                        startIcon={<AutoAwesomeIcon />}
                        disabled={generation.generating}
                        onClick={() =>
                          void generation.createMoreInConcept(
                            group.prompt,
                            SCREEN_MESSAGE.generateSimilarFailed,
                          )
                        }
                      >
                        Create Similar
                      </Button>
                      {customizeButton(logo)}
                      <MockupsButton logo={logo} brandName={project.name} />
                      <MotionButton logo={logo} brandName={project.name} />
                      <ExportLogoButton onClick={() => onExport(logo)} />
                    </>
                  )}
                />
              ))}
            </Stack>
          </Container>

          <DesignsBottomBar
            projectName={project.name}
            logoCount={logoCount}
            busy={generation.generating}
            onEditPrompt={() => setEditing(true)}
            onCreateNewConcept={() => void generation.createNewConcept(projectId)}
          />
          <EditProjectDialog
            open={editing}
            initial={initialDetails}
            onClose={() => setEditing(false)}
            onSave={createWithEditedDetails}
          />
          <ProgressOverlay
            open={generation.generating}
            title="Generating More Logo Ideas"
            description={overlayDescription(generation.pending)}
            durationMs={GENERATE_MORE_DURATION_MS}
          />
        </Box>
      )}
    </Customizer>
  );
}
