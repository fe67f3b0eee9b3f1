import type { Logo } from "@contract";
import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import { Box, Button, Card, CardActions, Chip } from "@mui/material";
import type { ReactNode } from "react";
import { LogoPreview } from "@/components/logo-preview";

interface LogoCardProps {
  logo: Logo;
  /** Describes the design for screen readers, e.g. "Acme Bakery logo design 3". */
  alt: string;
  /** Just generated: highlighted and labelled so the eye finds it after scrolling. */
  isNew?: boolean;
  /** The card's buttons (Create Similar, Export Logo, ...). */
  actions?: ReactNode;
  /** A line under the logo (its measured score), above the buttons. */
  details?: ReactNode;
}

export function LogoCard({ logo, alt, isNew = false, actions, details }: LogoCardProps) {
  return (
    <Card
      variant="outlined"
      data-logo-id={logo.id}
      data-new={isNew ? "true" : undefined}
      sx={{
        position: "relative",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        borderColor: isNew ? "primary.main" : "divider",
        boxShadow: isNew ? "0 0 0 3px rgba(67, 56, 202, 0.16)" : "none",
        transition: "box-shadow 200ms ease, transform 200ms ease",
        "&:hover": { boxShadow: "0 10px 30px rgba(17, 24, 39, 0.10)", transform: "translateY(-2px)" },
        "@media (prefers-reduced-motion: reduce)": { transition: "none", "&:hover": { transform: "none" } },
      }}
    >
      <Box sx={{ position: "relative" }}>
        <LogoPreview url={logo.url} alt={alt} />
        {isNew && (
          <Chip
            label="New"
            size="small"
            color="primary"
            sx={{ position: "absolute", top: 10, left: 10, fontWeight: 700 }}
          />
        )}
      </Box>
      {details && <Box sx={{ px: 1.5, pt: 1.25 }}>{details}</Box>}
      {actions && (
        <CardActions
          sx={{
            mt: "auto",
            px: 1.5,
            py: 1.25,
            gap: 1,
            flexWrap: "wrap",
            "& > :not(style) ~ :not(style)": { ml: 0 },
            // Side by side when they fit, stacked on narrow cards; labels never break mid-button.
            "& > *": { flex: "1 1 auto", whiteSpace: "nowrap" },
          }}
        >
          {actions}
        </CardActions>
      )}
    </Card>
  );
}

/** 'Export Logo' on a logo card: the same button on /logo-designs and on a project's page. */
export function ExportLogoButton({ onClick }: { onClick(): void }) {
  return (
    <Button variant="contained" size="small" startIcon={<FileDownloadOutlinedIcon />} onClick={onClick}>
      Export Logo
    </Button>
  );
}
