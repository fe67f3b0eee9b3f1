import Box from "@mui/material/Box";
import { useEffect, useRef, useState } from "react";
import type { SampleLogo } from "../data/example-logos";

const PALETTE = ["#4338ca", "#0f766e", "#b45309", "#be123c", "#1d4ed8", "#7c3aed", "#15803d"];

/**
 * A sample logo on its card. If the image cannot be loaded the card still reads well: the
 * brand's initial and name on a quiet tile.
 */
export function ExampleLogo({
  logo,
  size,
  decorative = false,
  eager = false,
}: {
  logo: SampleLogo;
  size: number | string | Record<string, number | string>;
  decorative?: boolean;
  /** Above the fold: load at once instead of when scrolled near. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // The hero's image is in the prerendered HTML, so it can fail before React is there to hear
  // its error event: a finished image without pixels has failed all the same. Only an eager
  // image is asked: a lazy one has not started, and the browser's error event reaches React.
  useEffect(() => {
    const element = image.current;
    if (eager && element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [eager]);
  const alt = decorative ? "" : `${logo.name} logo made with Markery`;

  return (
    <Box
      sx={{
        width: size,
        aspectRatio: "1 / 1",
        flexShrink: 0,
        borderRadius: "18px",
        bgcolor: "#fff",
        border: "1px solid",
        borderColor: "rgba(17,24,39,0.08)",
        boxShadow: "0 1px 2px rgba(17,24,39,0.04)",
        overflow: "hidden",
        display: "grid",
        placeItems: "center",
      }}
    >
      {failed ? (
        <FallbackTile logo={logo} decorative={decorative} />
      ) : (
        <Box
          component="img"
          ref={image}
          src={logo.url}
          alt={alt}
          loading={eager ? "eager" : "lazy"}
          // Above the fold the logo is the page's largest paint: painted with the first frame it
          // can be, not a frame later after an off-thread decode.
          decoding={eager ? "sync" : "async"}
          width={320}
          height={320}
          onError={() => setFailed(true)}
          sx={{ width: "100%", height: "100%", objectFit: "contain", display: "block" }}
        />
      )}
    </Box>
  );
}

function FallbackTile({ logo, decorative }: { logo: SampleLogo; decorative: boolean }) {
  const color = PALETTE[logo.id % PALETTE.length] ?? "#4338ca";
  return (
    <Box
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : `${logo.name} logo`}
      aria-hidden={decorative || undefined}
      sx={{ display: "grid", justifyItems: "center", gap: 1, p: 2, textAlign: "center" }}
    >
      <Box
        sx={{
          width: "38%",
          aspectRatio: "1",
          minWidth: 36,
          borderRadius: "28%",
          bgcolor: color,
          color: "#fff",
          display: "grid",
          placeItems: "center",
          fontWeight: 800,
          fontSize: 22,
        }}
      >
        {logo.name.charAt(0)}
      </Box>
      <Box
        sx={{ fontWeight: 800, fontSize: 14, letterSpacing: "-0.01em", color: "#111827", lineHeight: 1.2 }}
      >
        {logo.name}
      </Box>
    </Box>
  );
}
