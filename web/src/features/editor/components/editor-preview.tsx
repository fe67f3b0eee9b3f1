import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import { Alert, Box, Chip, LinearProgress, Stack, Typography } from "@mui/material";

interface EditorPreviewProps {
  /** The latest preview from the server, or the logo's own preview until the first one arrives. */
  image: string;
  alt: string;
  updating: boolean;
  error: string | null;
  /** The form holds something the API would refuse: the preview shown is of the last valid state. */
  invalid: boolean;
  /** Marks the image when a contrast warning is shown elsewhere (next to the colours, on a phone). */
  lowContrast?: boolean;
}

/**
 * The live preview: the very preview file saving would store, with its burnt-in watermark. No
 * second overlay on top (the cards have one): two offset tiles would hide the details being edited.
 */
export function EditorPreview({
  image,
  alt,
  updating,
  error,
  invalid,
  lowContrast = false,
}: EditorPreviewProps) {
  return (
    <Stack sx={{ gap: 1 }}>
      <Box
        sx={{
          position: "relative",
          aspectRatio: "1 / 1",
          width: "100%",
          overflow: "hidden",
          borderRadius: 2,
          border: "1px solid",
          borderColor: "divider",
          bgcolor: "#f3f4f6",
        }}
      >
        <Box
          component="img"
          src={image}
          alt={alt}
          data-testid="editor-preview"
          draggable={false}
          sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "contain" }}
        />
        {lowContrast && (
          <Chip
            icon={<WarningAmberIcon />}
            label="Low contrast"
            size="small"
            color="warning"
            sx={{ position: "absolute", top: 8, left: 8, fontWeight: 700 }}
          />
        )}
        {updating && (
          <LinearProgress
            aria-label="Updating preview"
            sx={{ position: "absolute", left: 0, right: 0, bottom: 0, height: 3 }}
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" aria-live="polite" sx={{ textAlign: "center" }}>
        {invalid
          ? "Fix the highlighted field to update the preview."
          : updating
            ? "Updating the preview…"
            : "This is exactly the logo that will be saved."}
      </Typography>
      {error && (
        <Alert severity="error" variant="outlined">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
