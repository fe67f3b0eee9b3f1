import { PAYMENT_ERROR_TEXT, PaymentErrorCode } from "@contract";
import { Box, Button, Chip, Container, Paper, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { visuallyHidden } from "@/components/visually-hidden";
import { useDocumentTitle } from "@/lib/use-document-title";
import { paymentErrorText } from "../lib/payment-error";
import { PaymentErrorModal } from "./payment-error-modal";

/** A code no API sends, to show the catalogue's 'Payment Error' fallback. */
export const UNKNOWN_TEST_CODE = "SOMETHING_UNEXPECTED";

const CODES: readonly string[] = [...PaymentErrorCode.options, UNKNOWN_TEST_CODE];

/** /payment-error-test: every payment error with a button that opens its modal. */
export function PaymentErrorTest() {
  useDocumentTitle("Payment errors");
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Box sx={{ py: { xs: 3, md: 6 } }}>
      <Container maxWidth="md">
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "1.9rem", md: "2.6rem" } }}>
          Payment errors
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Every error the checkout can show, with the modal a buyer sees for it.
        </Typography>
        <Stack component="ul" sx={{ listStyle: "none", m: 0, p: 0, gap: 1.5 }}>
          {CODES.map((code) => {
            const text = paymentErrorText(code);
            const known = code in PAYMENT_ERROR_TEXT;
            return (
              <Paper
                component="li"
                key={code}
                variant="outlined"
                sx={{
                  p: 2,
                  borderRadius: 3,
                  display: "flex",
                  flexDirection: { xs: "column", sm: "row" },
                  alignItems: { xs: "stretch", sm: "center" },
                  justifyContent: "space-between",
                  gap: 1.5,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    component="code"
                    sx={{
                      fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
                      fontSize: "0.8rem",
                      wordBreak: "break-all",
                    }}
                  >
                    {code}
                    {known ? "" : " (unknown code)"}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap", mt: 0.5 }}>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                      {text.title}
                    </Typography>
                    <Chip
                      size="small"
                      label={text.charged ? "Charged" : "Not charged"}
                      color={text.charged ? "warning" : "default"}
                      variant="outlined"
                    />
                  </Stack>
                </Box>
                <Button variant="outlined" onClick={() => setOpen(code)} sx={{ flexShrink: 0 }}>
                  {/* The name starts with what the button says, so it can be spoken to. */}
                  Show modal
                  <Box component="span" sx={visuallyHidden}>
                    {` for ${code}`}
                  </Box>
                </Button>
              </Paper>
            );
          })}
        </Stack>
      </Container>
      <PaymentErrorModal code={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
