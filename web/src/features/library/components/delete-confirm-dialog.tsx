import { API_FALLBACK, DELETE_CONFIRMATION } from "@contract";
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import { useId, useState } from "react";
import { SentenceWithName } from "@/components/isolated-name";
import { ApiError } from "@/lib/api-error";

/** What the user asked to delete. */
export type DeleteTarget =
  | { kind: "project"; id: string; name: string; logoCount: number }
  | { kind: "logo"; id: string };

interface DeleteConfirmDialogProps {
  target: DeleteTarget | null;
  onCancel(): void;
  /** Deletes; a rejection keeps the dialog open with the error's message. */
  onConfirm(target: DeleteTarget): Promise<void>;
}

/** Says what goes and what stays before anything is deleted; nothing is sent until 'Delete'. */
export function DeleteConfirmDialog({ target, onCancel, onConfirm }: DeleteConfirmDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!target || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(target);
    } catch (failure) {
      const fallback = target.kind === "project" ? API_FALLBACK.deleteProject : API_FALLBACK.deleteLogo;
      setError(failure instanceof ApiError ? failure.message : fallback);
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    if (busy) return;
    setError(null);
    onCancel();
  }

  const title =
    target?.kind === "project" ? (
      <SentenceWithName sentence={DELETE_CONFIRMATION.projectTitle} name={target.name} />
    ) : (
      DELETE_CONFIRMATION.logoTitle
    );
  const goes =
    target?.kind === "project"
      ? DELETE_CONFIRMATION.projectGoes(target.logoCount)
      : DELETE_CONFIRMATION.logoGoes;
  return (
    <Dialog open={target !== null} onClose={cancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ color: "text.primary" }}>{goes}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{DELETE_CONFIRMATION.stays}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={cancel} disabled={busy}>
          {DELETE_CONFIRMATION.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {DELETE_CONFIRMATION.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
