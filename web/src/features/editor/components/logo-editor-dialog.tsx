import type { CustomizeLogoResponse, Logo } from "@contract";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useEffect, useId, useState } from "react";
import { type MockupsSlot, WithoutMockups } from "@/components/mockups-slot";
import { type MotionSlot, WithoutMotion } from "@/components/motion-slot";
import { LogoEditor } from "@/features/editor/components/logo-editor";
import { useEditorSession } from "@/features/editor/hooks/use-editor-session";

interface LogoEditorDialogProps {
  /** The logo being customized; null when the editor is closed. */
  logo: Logo | null;
  onClose(): void;
  /** The new logo was saved; the dialog is closed by the caller. */
  onSaved(response: CustomizeLogoResponse): void;
  /** 'See it in use' for the design being edited. */
  mockups?: MockupsSlot;
  /** 'Play' for the design being edited. */
  motion?: MotionSlot;
}

/**
 * 'Customize': the editor in a dialog, full-screen below the md breakpoint (phones and
 * small tablets). Closing with unsaved changes asks first; a backdrop click never discards them.
 */
export function LogoEditorDialog({
  logo,
  onClose,
  onSaved,
  mockups = WithoutMockups,
  motion = WithoutMotion,
}: LogoEditorDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("md"));
  const session = useEditorSession(logo);
  const [confirming, setConfirming] = useState(false);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (logo) {
      setConfirming(false);
      setDirty(false);
    }
  }, [logo]);

  function requestClose(hasChanges: boolean) {
    if (hasChanges) setConfirming(true);
    else onClose();
  }

  return (
    <Dialog
      open={logo !== null}
      onClose={(_event, reason) => {
        if (reason === "backdropClick" && dirty) return;
        requestClose(dirty);
      }}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      slotProps={{ paper: { sx: { height: fullScreen ? "100%" : "min(900px, calc(100% - 64px))" } } }}
    >
      {logo && session.status === "ready" ? (
        <LogoEditor
          key={logo.id}
          logo={logo}
          titleId={titleId}
          initial={session.edits}
          initialIcon={session.icon}
          options={session.options}
          compact={fullScreen}
          onClose={requestClose}
          onDirtyChange={setDirty}
          onSaved={onSaved}
          mockups={mockups}
          motion={motion}
        />
      ) : (
        <>
          <DialogTitle id={titleId}>Customize logo</DialogTitle>
          <DialogContent>
            {session.status === "failed" ? (
              <Alert severity="info">{session.message}</Alert>
            ) : (
              <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
                <CircularProgress aria-label="Opening the editor" />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${titleId}-discard`}>
        <DialogTitle id={`${titleId}-discard`}>Discard your changes?</DialogTitle>
        <DialogContent>
          <DialogContentText>The customized design has not been saved.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Keep editing
          </Button>
          <Button
            color="error"
            onClick={() => {
              setConfirming(false);
              onClose();
            }}
          >
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
