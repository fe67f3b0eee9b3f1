import ImageNotSupportedOutlinedIcon from "@mui/icons-material/ImageNotSupportedOutlined";
import { Box, Skeleton, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { WatermarkOverlay } from "@/components/watermark-overlay";

interface LogoPreviewProps {
  url: string;
  alt: string;
  /** Rounded corners and border are left to the caller; this fills its box as a square. */
  rounded?: boolean;
}

/** A logo image on a neutral square, with a skeleton while loading and the watermark on top. */
export function LogoPreview({ url, alt, rounded = false }: LogoPreviewProps) {
  const [status, setStatus] = useState<"loading" | "loaded" | "failed">("loading");
  return (
    <Box
      sx={{
        position: "relative",
        aspectRatio: "1 / 1",
        width: "100%",
        overflow: "hidden",
        bgcolor: "#f3f4f6",
        borderRadius: rounded ? 2 : 0,
      }}
    >
      {status === "loading" && (
        <Skeleton
          variant="rectangular"
          animation="wave"
          sx={{ position: "absolute", inset: 0, height: "100%" }}
        />
      )}
      {status === "failed" ? (
        <Stack
          sx={{ position: "absolute", inset: 0, alignItems: "center", justifyContent: "center", gap: 1 }}
        >
          <ImageNotSupportedOutlinedIcon color="disabled" />
          <Typography variant="caption" color="text.secondary">
            Preview unavailable
          </Typography>
        </Stack>
      ) : (
        <Box
          component="img"
          src={url}
          alt={alt}
          data-testid="logo-image"
          loading="lazy"
          draggable={false}
          onLoad={() => setStatus("loaded")}
          onError={() => setStatus("failed")}
          sx={{
            position: "absolute",
            inset: 0,
            width: "100%",
            height: "100%",
            objectFit: "contain",
            opacity: status === "loaded" ? 1 : 0,
            transition: "opacity 240ms ease",
          }}
        />
      )}
      <WatermarkOverlay />
    </Box>
  );
}
