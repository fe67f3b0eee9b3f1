import type { ExportResource } from "@contract";
import ImageNotSupportedOutlinedIcon from "@mui/icons-material/ImageNotSupportedOutlined";
import { Box, Skeleton, Stack, Typography } from "@mui/material";
import { useFilePreview } from "@/features/exports/hooks/use-file-preview";
import { isTransparentFile } from "@/features/exports/lib/export-format";

/** A light checkerboard: the usual way to show that a picture's background is see-through. */
export const CHECKERBOARD = {
  backgroundColor: "#ffffff",
  backgroundImage:
    "linear-gradient(45deg, #e5e7eb 25%, transparent 25%), linear-gradient(-45deg, #e5e7eb 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #e5e7eb 75%), linear-gradient(-45deg, transparent 75%, #e5e7eb 75%)",
  backgroundSize: "16px 16px",
  backgroundPosition: "0 0, 0 8px, 8px -8px, -8px 0",
} as const;

interface FilePreviewProps {
  resource: ExportResource;
  alt: string;
}

/** The owner's own file, fetched with their token: no watermark, a checkerboard when transparent. */
export function FilePreview({ resource, alt }: FilePreviewProps) {
  const preview = useFilePreview(resource);
  const transparent = isTransparentFile(resource.type);
  return (
    <Box
      data-testid={`preview-${resource.type}`}
      data-checkerboard={transparent ? "true" : "false"}
      sx={{
        position: "relative",
        aspectRatio: "1 / 1",
        width: "100%",
        overflow: "hidden",
        borderRadius: 2,
        ...(transparent ? CHECKERBOARD : { bgcolor: "#f3f4f6" }),
      }}
    >
      {(preview.status === "loading" || preview.status === "idle") && (
        <Skeleton
          variant="rectangular"
          animation={preview.status === "loading" ? "wave" : false}
          sx={{ position: "absolute", inset: 0, height: "100%", bgcolor: "rgba(0,0,0,0.04)" }}
        />
      )}
      {preview.status === "failed" && (
        <Stack
          sx={{ position: "absolute", inset: 0, alignItems: "center", justifyContent: "center", gap: 1 }}
        >
          <ImageNotSupportedOutlinedIcon color="disabled" />
          <Typography variant="caption" color="text.secondary">
            Preview unavailable
          </Typography>
        </Stack>
      )}
      {preview.status === "loaded" && (
        <Box
          component="img"
          src={preview.url}
          alt={alt}
          draggable={false}
          sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "contain" }}
        />
      )}
    </Box>
  );
}
