import { API_MESSAGE, type Logo } from "@contract";
import AddIcon from "@mui/icons-material/Add";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import FolderOpenIcon from "@mui/icons-material/FolderOpen";
import { Alert, Button, Container, Grid, Skeleton, Stack, Typography } from "@mui/material";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import type { LogoCustomizer } from "@/components/customize-slot";
import { deleteLogo, deleteProject } from "@/features/library/api/delete-library-items";
import { DeleteConfirmDialog, type DeleteTarget } from "@/features/library/components/delete-confirm-dialog";
import { EmptyState } from "@/features/library/components/empty-state";
import { ProjectCard } from "@/features/library/components/project-card";
import { ProjectLogos } from "@/features/library/components/project-logos";
import { UPLOAD_TITLE, UploadLogoDialog } from "@/features/library/components/upload-logo-dialog";
import { useLibrary } from "@/features/library/hooks/use-library";
import { selectPromptGroups, useLogoSession } from "@/stores/logo-session-store";

const PROJECT_PARAM = "project";

interface MyLogosProps {
  onLimitReached(): void;
  onExport(logo: Logo): void;
  /** The editor's Customize, handed in by the route page; without it the cards have none. */
  customizer?: LogoCustomizer;
}

/** /my-logos: the projects grid; `?project=<id>` opens one project's prompt groups. */
export function MyLogos({ onLimitReached, onExport, customizer }: MyLogosProps) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(PROJECT_PARAM);
  const { state: library, reload } = useLibrary();
  const session = useLogoSession();
  const { openProject, clearCurrentProject } = session;
  const changed = useRef(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const selected = useMemo(() => {
    if (!selectedId || library.status !== "ready") return null;
    const project = library.library.projects.find((candidate) => candidate.id === selectedId);
    return project ? { project, groups: library.library.groupsByProject[project.id] ?? {} } : null;
  }, [selectedId, library]);

  // Opening a project makes it the current project, so create-more and the designer work on it.
  useEffect(() => {
    if (selected) openProject(selected.project, selected.groups);
  }, [selected, openProject]);

  // Back on the grid after generating: refresh the counts and thumbnails.
  useEffect(() => {
    if (!selectedId && changed.current) {
      changed.current = false;
      void reload();
    }
  }, [selectedId, reload]);

  /** The new logo is in the 'Uploads' project: show it there, ready to export. */
  async function uploaded(uploadsProjectId: string) {
    setUploadOpen(false);
    await reload();
    setSearchParams({ [PROJECT_PARAM]: uploadsProjectId });
  }

  /** Deletes after the confirmation; the grid and the open project are read again from the API. */
  async function confirmDelete(target: DeleteTarget) {
    if (target.kind === "project") {
      await deleteProject(target.id);
      if (session.state.currentProject?.id === target.id) clearCurrentProject();
      if (selectedId === target.id) setSearchParams({});
    } else {
      await deleteLogo(target.id);
    }
    setDeleting(null);
    await reload();
  }

  function newProject() {
    clearCurrentProject();
    navigate("/create");
  }

  const header = (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "flex-end" }, mb: { xs: 3, md: 4 } }}
    >
      <Stack sx={{ gap: 0.5 }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "1.9rem", md: "2.6rem" } }}>
          My Logos
        </Typography>
        <Typography color="text.secondary">
          Every project you've started, with all of its logo designs.
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
        <Button component={RouterLink} to="/my-exports" endIcon={<ArrowForwardIcon />}>
          Go to Exports
        </Button>
        <Button
          variant="outlined"
          startIcon={<CloudUploadOutlinedIcon />}
          onClick={() => setUploadOpen(true)}
        >
          {UPLOAD_TITLE}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={newProject}>
          New Project Logo
        </Button>
      </Stack>
    </Stack>
  );

  let body: ReactNode;
  if (library.status === "loading") {
    body = (
      <Grid container spacing={3} role="status" aria-label="Loading your logos">
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" sx={{ aspectRatio: "1 / 1.2", height: "auto", borderRadius: 3 }} />
          </Grid>
        ))}
      </Grid>
    );
  } else if (library.status === "error") {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void reload()}>
            Try again
          </Button>
        }
      >
        {library.message}
      </Alert>
    );
  } else if (selectedId) {
    const current = session.state.currentProject;
    body = !selected ? (
      <Alert severity="warning" action={<Button onClick={() => setSearchParams({})}>All projects</Button>}>
        {API_MESSAGE.projectNotFound}
      </Alert>
    ) : current?.id === selectedId ? (
      <ProjectLogos
        project={current}
        groups={selectPromptGroups(session.state)}
        newLogoIds={session.state.newLogoIds}
        onBack={() => setSearchParams({})}
        onLimitReached={onLimitReached}
        onExport={onExport}
        onDeleteLogo={(logo) => setDeleting({ kind: "logo", id: logo.id })}
        customizer={customizer}
        onChanged={() => {
          changed.current = true;
        }}
      />
    ) : null;
  } else if (library.library.projects.length === 0) {
    body = (
      <EmptyState
        icon={<FolderOpenIcon />}
        title="You don't have any projects yet"
        text="Describe your brand and Markery will design your first logo ideas in seconds."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={newProject} sx={{ mt: 1 }}>
            New Project Logo
          </Button>
        }
      />
    );
  } else {
    const { projects, groupsByProject } = library.library;
    body = (
      <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {projects.map((project) => (
          <Grid key={project.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
            <ProjectCard
              project={project}
              logos={Object.values(groupsByProject[project.id] ?? {}).flatMap((group) => group.logos)}
              onOpen={() => setSearchParams({ [PROJECT_PARAM]: project.id })}
              onDelete={() =>
                setDeleting({
                  kind: "project",
                  id: project.id,
                  name: project.name,
                  logoCount: project.logoCount,
                })
              }
            />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {header}
      {body}
      <DeleteConfirmDialog target={deleting} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
      <UploadLogoDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={(response) => void uploaded(response.project.id)}
      />
    </Container>
  );
}
