import { MOTION_TEXT } from "@contract";
import ReplayIcon from "@mui/icons-material/Replay";
import { Alert, Box, Button, Skeleton, Stack, Typography, useMediaQuery } from "@mui/material";
import { useState } from "react";
import type { Motion } from "@/features/motion/lib/motion-cache";

/**
 * The SVG as an image address. Each play gets an address of its own: a browser may hand a new
 * image element the picture it already decoded for the same address, its animation long finished,
 * so 'Play again' changes the address with a comment the picture ignores.
 */
function svgAddress(svg: string, play: number, still: boolean): string {
  const shown = still ? stillSvg(svg) : svg;
  const source = play === 0 ? shown : `${shown}<!-- play ${play} -->`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
}

/**
 * The SVG with its animations off: the still logo. The SVG's own reduced-motion rule works where
 * it is embedded in a page, but an image has a document of its own, which does not always follow
 * the page's setting, so the player turns the animations off itself.
 */
function stillSvg(svg: string): string {
  return svg.replace(/<\/svg>\s*$/, "<style>*{animation:none!important}</style></svg>");
}

/** What the image shows, for people who cannot see it. */
function motionAlt(brandName: string): string {
  return brandName ? `${brandName} logo animation` : "Logo animation";
}

interface MotionPlayerProps {
  motion: Motion | null;
  brandName: string;
  loading: boolean;
  error: string | null;
  onRetry(): void;
}

/**
 * The animation playing once and resting on the still logo, with 'Play again'. Under
 * prefers-reduced-motion only the still logo shows, so nothing here moves.
 */
export function MotionPlayer({ motion, brandName, loading, error, onRetry }: MotionPlayerProps) {
  const [play, setPlay] = useState(0);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const failure = error && (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error}
    </Alert>
  );
  if (!motion && error) return failure;
  return (
    <Stack sx={{ gap: 1.5 }}>
      {failure}
      {loading && (
        <Typography variant="body2" role="status" aria-live="polite">
          {MOTION_TEXT.loading}
        </Typography>
      )}
      <Box
        aria-busy={loading}
        sx={{
          borderRadius: 3,
          bgcolor: "#fff",
          border: 1,
          borderColor: "divider",
          aspectRatio: "1 / 1",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          overflow: "hidden",
          opacity: loading && motion ? 0.6 : 1,
          transition: "opacity 150ms ease",
        }}
      >
        {motion ? (
          <Box
            // A new element for each play, so the animation starts from its first frame.
            key={`${motion.style}:${play}:${reducedMotion}`}
            component="img"
            src={svgAddress(motion.svg, play, reducedMotion)}
            alt={motionAlt(brandName)}
            sx={{ display: "block", width: "100%", height: "100%", objectFit: "contain" }}
          />
        ) : (
          <Skeleton variant="rounded" sx={{ width: "100%", height: "100%" }} />
        )}
      </Box>
      <Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ReplayIcon />}
          disabled={!motion}
          onClick={() => setPlay((count) => count + 1)}
        >
          {MOTION_TEXT.replay}
        </Button>
      </Box>
    </Stack>
  );
}
