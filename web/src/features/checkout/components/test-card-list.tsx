import type { PaymentConfigResponse } from "@contract";
import ScienceIcon from "@mui/icons-material/Science";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { formatCardNumber } from "../lib/card-format";

interface TestCardListProps {
  cards: PaymentConfigResponse["testCards"];
  /** Puts the number into the card form. */
  onUse(number: string): void;
  disabled?: boolean;
}

/**
 * Shown while the API's built-in test processor is active (no Stripe key, or a demo deployment that
 * allows it): no real card can be charged, so the visitor is told which numbers do what.
 */
export function TestCardList({ cards, onUse, disabled }: TestCardListProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="test-cards-title"
      variant="outlined"
      sx={{ p: 2, borderRadius: 3, borderStyle: "dashed", bgcolor: "rgba(15, 118, 110, 0.04)" }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: "center", mb: 0.5 }}>
        <ScienceIcon sx={{ fontSize: 20, color: "secondary.main" }} aria-hidden="true" />
        <Typography id="test-cards-title" variant="subtitle2" component="h3" sx={{ fontWeight: 800 }}>
          Test mode: no real card is charged
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Use one of Stripe's test cards with any future expiry date and any CVV.
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
        {cards.map((card) => (
          // The number and its button on one line, what it does below: a 16-digit number never
          // wraps, even on a 390 px phone.
          <Box
            component="li"
            key={card.number}
            data-testid="test-card"
            sx={{
              display: "grid",
              gridTemplateColumns: "minmax(0, 1fr) auto",
              columnGap: 1,
              alignItems: "center",
            }}
          >
            <Typography
              component="span"
              variant="body2"
              data-testid="test-card-number"
              sx={{
                fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
                fontWeight: 600,
                whiteSpace: "nowrap",
              }}
            >
              {formatCardNumber(card.number)}
            </Typography>
            <Button
              size="small"
              onClick={() => onUse(card.number)}
              disabled={disabled}
              aria-label={`Use test card ${formatCardNumber(card.number)}`}
              sx={{ minWidth: 0, py: 0 }}
            >
              Use
            </Button>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ gridColumn: "1 / -1" }}>
              {card.result}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
