import { Alert, Snackbar } from "@mui/material";
import { shortfallMessage } from "@/flows/generation/generation-shortfall";
import { useLogoSession } from "@/stores/logo-session-store";

/** Room for the bar pinned to the bottom of /logo-designs (its buttons and padding). */
const BOTTOM_BAR_CLEARANCE = { xs: 76, sm: 84 };

/**
 * Says why the latest generation made fewer logos than were asked for, so a missing design is
 * never a silent loss. It floats at the bottom, where the user is looking while the new logos
 * scroll into view, and stays until closed or the next generation: it is about credits, so it
 * never hides by itself. Opening another project forgets it (the session store clears it).
 */
export function GenerationShortfallNotice({ aboveBottomBar = false }: { aboveBottomBar?: boolean }) {
  const { state, setShortfall } = useLogoSession();
  const shortfall = state.shortfall;
  return (
    <Snackbar
      open={shortfall !== null}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      sx={aboveBottomBar ? { bottom: BOTTOM_BAR_CLEARANCE } : undefined}
    >
      <Alert
        severity="info"
        variant="filled"
        onClose={() => setShortfall(null)}
        data-testid="generation-shortfall"
        sx={{ width: "100%", maxWidth: 560 }}
      >
        {shortfall ? shortfallMessage(shortfall) : ""}
      </Alert>
    </Snackbar>
  );
}
