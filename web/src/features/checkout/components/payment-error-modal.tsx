import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlined";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlined";
import { Box, Button, Dialog, DialogActions, DialogContent, Stack, Typography } from "@mui/material";
import { useId, useRef } from "react";
import { chargeNote, paymentErrorText } from "../lib/payment-error";

interface PaymentErrorModalProps {
  /** The error code to explain; null closes the modal. */
  code: string | null;
  /** The server's own text for this failure ('Your card was declined.'), shown under the spec's message. */
  detail?: string;
  onClose(): void;
}

/**
 * The payment error modal, with the catalogue's title and message for the
 * code and whether the card was charged. MUI's Dialog closes it on Escape and on a backdrop click.
 */
export function PaymentErrorModal({ code, detail, onClose }: PaymentErrorModalProps) {
  const titleId = useId();
  const messageId = useId();
  // While the modal fades out (code already null) it keeps showing what it said.
  const shown = useRef({ code, detail });
  if (code !== null) shown.current = { code, detail };
  const text = paymentErrorText(shown.current.code);
  const shownDetail = shown.current.detail;
  const showDetail = Boolean(shownDetail && shownDetail !== text.message);
  return (
    <Dialog
      open={code !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: 4 } } }}
    >
      <DialogContent sx={{ pt: 4, px: { xs: 3, sm: 4 }, textAlign: "center" }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            mx: "auto",
            mb: 2,
            borderRadius: "50%",
            display: "grid",
            placeItems: "center",
            color: text.charged ? "warning.dark" : "error.main",
            bgcolor: text.charged ? "rgba(245, 158, 11, 0.14)" : "rgba(220, 38, 38, 0.10)",
          }}
        >
          <ErrorOutlineIcon sx={{ fontSize: 32 }} />
        </Box>
        <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          {text.title}
        </Typography>
        <Typography id={messageId} color="text.secondary">
          {text.message}
        </Typography>
        {showDetail && (
          <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }} data-testid="payment-error-detail">
            {shownDetail}
          </Typography>
        )}
        <Stack
          direction="row"
          data-testid="payment-charge-note"
          sx={{
            mt: 2.5,
            px: 2,
            py: 1,
            gap: 1,
            borderRadius: 2,
            alignItems: "center",
            justifyContent: "center",
            bgcolor: text.charged ? "rgba(245, 158, 11, 0.12)" : "rgba(15, 118, 110, 0.08)",
            color: text.charged ? "warning.dark" : "secondary.main",
          }}
        >
          {text.charged ? null : <CheckCircleOutlineIcon sx={{ fontSize: 18 }} aria-hidden="true" />}
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {chargeNote(text)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 3, sm: 4 }, pb: 3, pt: 1 }}>
        <Button variant="contained" fullWidth size="large" onClick={onClose} autoFocus>
          {text.charged ? "OK" : "Try again"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
