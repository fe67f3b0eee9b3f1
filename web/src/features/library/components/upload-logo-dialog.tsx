import { API_FALLBACK, MAX_UPLOAD_BYTES, type UploadLogoResponse } from "@contract";
import CloseIcon from "@mui/icons-material/Close";
import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import UploadFileOutlinedIcon from "@mui/icons-material/UploadFileOutlined";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { IsolatedName } from "@/components/isolated-name";
import { uploadLogo } from "@/features/library/api/upload-logo";
import { UPLOAD_ACCEPT, validateUpload } from "@/features/library/lib/validate-upload";
import { ApiError } from "@/lib/api-error";

export const UPLOAD_TITLE = "Upload a logo";
const LIMIT_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface UploadLogoDialogProps {
  open: boolean;
  onClose(): void;
  /** The logo is filed in the 'Uploads' project. */
  onUploaded(response: UploadLogoResponse): void;
}

type UploadState = { status: "idle" } | { status: "uploading"; share: number | null };

export function UploadLogoDialog({ open, onClose, onUploaded }: UploadLogoDialogProps) {
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [upload, setUpload] = useState<UploadState>({ status: "idle" });
  const abort = useRef<AbortController | null>(null);
  const uploading = upload.status === "uploading";

  // The chosen file's own picture, through an object URL released when it changes.
  useEffect(() => {
    if (!file || validateUpload(file) !== null) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // A closed dialog starts fresh next time, and a running upload is stopped with it.
  useEffect(() => {
    if (open) return;
    abort.current?.abort();
    setFile(null);
    setError(null);
    setDragging(false);
    setUpload({ status: "idle" });
  }, [open]);

  function choose(candidate: File | null) {
    setFile(candidate);
    setError(candidate ? validateUpload(candidate) : null);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    choose(event.dataTransfer.files[0] ?? null);
  }

  async function send() {
    const problem = validateUpload(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ status: "uploading", share: null });
    try {
      const response = await uploadLogo(file, {
        signal: controller.signal,
        onProgress: (share) => setUpload({ status: "uploading", share }),
      });
      onUploaded(response);
    } catch (failure) {
      if (controller.signal.aborted) return;
      // The server's own text: it explains a wrong type, a too-large or an unreadable file.
      setError(failure instanceof ApiError ? failure.message : API_FALLBACK.uploadLogo);
    } finally {
      if (!controller.signal.aborted) setUpload({ status: "idle" });
    }
  }

  const share = upload.status === "uploading" ? upload.share : null;
  return (
    <Dialog
      open={open}
      onClose={uploading ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pr: 7 }}>
        {UPLOAD_TITLE}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={uploading}
        sx={{ position: "absolute", right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <Typography color="text.secondary">
            Already have a logo? Upload it to the Uploads project and export high-quality and transparent
            files of it.
          </Typography>
          <Box
            data-testid="upload-drop-zone"
            data-dragging={dragging ? "true" : "false"}
            onDragEnter={(event) => {
              event.preventDefault();
              if (!uploading) setDragging(true);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDragLeave={(event) => {
              const next = event.relatedTarget;
              if (!(next instanceof Node) || !event.currentTarget.contains(next)) setDragging(false);
            }}
            onDrop={onDrop}
            sx={{
              border: "2px dashed",
              borderColor: dragging ? "primary.main" : "divider",
              bgcolor: dragging ? "rgba(67, 56, 202, 0.06)" : "#fafafa",
              borderRadius: 3,
              p: { xs: 2.5, sm: 4 },
              textAlign: "center",
              transition: "border-color 150ms ease, background-color 150ms ease",
            }}
          >
            <Stack sx={{ alignItems: "center", gap: 1.25 }}>
              {previewUrl ? (
                <Box
                  component="img"
                  src={previewUrl}
                  alt={file ? `Preview of ${file.name}` : ""}
                  sx={{ width: 120, height: 120, objectFit: "contain", borderRadius: 2, bgcolor: "#fff" }}
                />
              ) : (
                <CloudUploadOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
              )}
              <Typography sx={{ fontWeight: 600 }}>
                {file ? <IsolatedName>{file.name}</IsolatedName> : "Drag and drop your logo here"}
              </Typography>
              {file && (
                <Typography variant="body2" color="text.secondary">
                  {formatSize(file.size)}
                </Typography>
              )}
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={UPLOAD_ACCEPT}
                aria-describedby={hintId}
                aria-label="Logo file"
                disabled={uploading}
                style={{ position: "absolute", width: 1, height: 1, opacity: 0, overflow: "hidden" }}
                onChange={(event) => {
                  choose(event.target.files?.[0] ?? null);
                  // Choosing the same file again after an error must still fire a change.
                  event.target.value = "";
                }}
              />
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlinedIcon />}
                disabled={uploading}
                onClick={() => input.current?.click()}
              >
                {file ? "Choose another file" : "Choose a file"}
              </Button>
              <Typography id={hintId} variant="caption" color="text.secondary">
                PNG, JPEG, WebP or SVG, up to {LIMIT_MB} MB
              </Typography>
            </Stack>
          </Box>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {uploading && (
            <Box>
              <LinearProgress
                variant={share === null ? "indeterminate" : "determinate"}
                value={share === null ? undefined : Math.round(share * 100)}
                aria-label="Upload progress"
                sx={{ height: 8, borderRadius: 4 }}
              />
              <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.75 }}>
                {share === null || share >= 1 ? "Uploading…" : `Uploading… ${Math.round(share * 100)}%`}
              </Typography>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={uploading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          startIcon={<CloudUploadOutlinedIcon />}
          disabled={!file || validateUpload(file) !== null || uploading}
          onClick={() => void send()}
        >
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
