import ImageNotSupportedOutlinedIcon from "@mui/icons-material/ImageNotSupportedOutlined";
import { Box, Skeleton, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { WatermarkOverlay } from "@/components/watermark-overlay";
import { RETRY_DELAYS_MS } from "@/lib/passing-failure";

interface LogoPreviewProps {
  url: string;
  alt: string;
  /** Rounded corners and border are left to the caller; this fills its box as a square. */
  rounded?: boolean;
}

/**
 * A logo image on a neutral square, with a skeleton while loading and the watermark on top. A
 * preview is only shown once the API has stored it, so a failed load is a dropped connection or a
 * busy moment (a storage server busy with a whole generation's uploads can take a few seconds to
 * answer again): the image is asked for again after each of RETRY_DELAYS_MS before the card says
 * it is unavailable.
 */
export function LogoPreview({ url, alt, rounded = false }: LogoPreviewProps) {
  const [status, setStatus] = useState<"loading" | "loaded" | "retrying" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);

  // A new URL is a new image: its tries start again (reset while rendering, as React advises).
  const [shownUrl, setShownUrl] = useState(url);
  if (shownUrl !== url) {
    setShownUrl(url);
    setAttempt(0);
    setStatus("loading");
  }

  useEffect(() => {
    if (status !== "retrying") return;
    const timer = setTimeout(() => {
      setAttempt((previous) => previous + 1);
      setStatus("loading");
    }, RETRY_DELAYS_MS[attempt] ?? 0);
    return () => clearTimeout(timer);
  }, [status, attempt]);

  function onLoadFailed() {
    setStatus(attempt < RETRY_DELAYS_MS.length ? "retrying" : "failed");
  }

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
      {(status === "loading" || status === "retrying") && (
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
          // A fresh element for each try: the browser asks for the image again.
          key={attempt}
          component="img"
          src={url}
          alt={alt}
          data-testid="logo-image"
          loading="lazy"
          draggable={false}
          onLoad={() => setStatus("loaded")}
          onError={onLoadFailed}
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
