import AddIcon from "@mui/icons-material/Add";
import EditIcon from "@mui/icons-material/Edit";
import { Button, Container, Paper, Stack, Typography } from "@mui/material";

interface DesignsBottomBarProps {
  projectName: string;
  logoCount: number;
  busy: boolean;
  onEditPrompt(): void;
  /** 'Create More': one new concept for the project (not more logos in a concept). */
  onCreateNewConcept(): void;
}

/** The bar pinned to the bottom of /logo-designs. */
export function DesignsBottomBar({
  projectName,
  logoCount,
  busy,
  onEditPrompt,
  onCreateNewConcept,
}: DesignsBottomBarProps) {
  return (
    <Paper
      component="nav"
      aria-label="Design actions"
      elevation={0}
      square
      sx={{
        position: "fixed",
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1,
        borderColor: "divider",
        bgcolor: "rgba(255, 255, 255, 0.92)",
        backdropFilter: "blur(10px)",
        pb: "env(safe-area-inset-bottom)",
      }}
    >
      <Container maxWidth="lg">
        <Stack direction="row" sx={{ py: 1.5, gap: 1.5, alignItems: "center" }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ flex: 1, minWidth: 0, display: { xs: "none", sm: "block" } }}
            noWrap
          >
            <strong dir="auto">{projectName}</strong> · {logoCount} {logoCount === 1 ? "design" : "designs"}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            onClick={onEditPrompt}
            disabled={busy}
            sx={{ flex: { xs: 1, sm: "0 0 auto" } }}
          >
            Edit prompt
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={onCreateNewConcept}
            disabled={busy}
            sx={{ flex: { xs: 1, sm: "0 0 auto" } }}
          >
            Create More
          </Button>
        </Stack>
      </Container>
    </Paper>
  );
}
