import type { MockupScene } from "@contract";
import { Alert, Box, Button, Skeleton, Typography } from "@mui/material";

/** How many placeholders show while the scenes are drawn (the server draws eight). */
const PLACEHOLDERS = 8;

interface MockupGalleryProps {
  scenes: MockupScene[] | null;
  brandName: string;
  loading: boolean;
  error: string | null;
  onRetry(): void;
}

/**
 * The logo in the world: a grid of scenes, one column on a phone. Each scene is a figure with its
 * caption; the image's description says what it shows for people who cannot see it.
 */
export function MockupGallery({ scenes, brandName, loading, error, onRetry }: MockupGalleryProps) {
  if (error && !scenes) {
    return (
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
  }
  const label = brandName ? `the ${brandName} logo` : "the logo";
  return (
    <Box
      component="ul"
      aria-busy={loading}
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
        opacity: loading && scenes ? 0.6 : 1,
        transition: "opacity 150ms ease",
      }}
    >
      {scenes
        ? scenes.map((scene) => (
            <Box component="li" key={scene.id} data-scene={scene.id}>
              <Box component="figure" sx={{ m: 0 }}>
                <Box
                  component="img"
                  src={scene.image}
                  alt={`${scene.title} with ${label}`}
                  width={scene.width}
                  height={scene.height}
                  sx={{
                    display: "block",
                    width: "100%",
                    height: "auto",
                    borderRadius: 2,
                    bgcolor: "grey.100",
                  }}
                />
                <Typography component="figcaption" variant="body2" sx={{ mt: 0.75, fontWeight: 600 }}>
                  {scene.title}
                </Typography>
              </Box>
            </Box>
          ))
        : Array.from({ length: PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <Box component="li" key={index}>
              <Skeleton variant="rounded" sx={{ width: "100%", height: "auto", aspectRatio: "4 / 3" }} />
              <Skeleton width="40%" sx={{ mt: 0.75 }} />
            </Box>
          ))}
    </Box>
  );
}
