import LockIcon from "@mui/icons-material/Lock";
import { Button, CircularProgress } from "@mui/material";
import { CREATOR_PRICE_LABEL } from "../lib/price";

interface PayButtonProps {
  processing: boolean;
  disabled: boolean;
  /** Space above the button: each form spaces its fields differently. */
  marginTop: number;
}

/** The submit button both payment forms share: the price, or a spinner while the payment runs. */
export function PayButton({ processing, disabled, marginTop }: PayButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled}
      startIcon={
        processing ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <LockIcon />
      }
      sx={{ mt: marginTop, py: 1.5, fontSize: "1.05rem" }}
    >
      {processing ? "Processing payment..." : `Pay ${CREATOR_PRICE_LABEL}`}
    </Button>
  );
}
