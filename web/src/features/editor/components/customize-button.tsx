import type { LogoCustomizability } from "@contract";
import TuneIcon from "@mui/icons-material/Tune";
import { Button, Tooltip } from "@mui/material";

interface CustomizeButtonProps {
  /** Undefined while unknown: the button works and the editor explains a refusal itself. */
  availability: LogoCustomizability | undefined;
  onClick(): void;
}

/**
 * A logo card's 'Customize'. For a logo with no editable design it stays focusable but
 * aria-disabled, so keyboard and screen-reader users reach the reason too (a disabled button
 * would be skipped); the reason is its description and shows on hover and focus.
 */
export function CustomizeButton({ availability, onClick }: CustomizeButtonProps) {
  if (availability && !availability.customizable) {
    return (
      <Tooltip title={availability.reason ?? "This logo cannot be customized."} describeChild>
        <Button
          variant="outlined"
          size="small"
          startIcon={<TuneIcon />}
          aria-disabled="true"
          sx={{
            color: "text.disabled",
            borderColor: "action.disabledBackground",
            cursor: "not-allowed",
            "&:hover": { borderColor: "action.disabledBackground", bgcolor: "transparent" },
          }}
        >
          Customize
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button variant="outlined" size="small" startIcon={<TuneIcon />} onClick={onClick}>
      Customize
    </Button>
  );
}
