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
 * Shown while the API's built-in test processor is active (decisions.md 14, 17): no real card can
 * be charged, so the visitor is told which numbers do what.
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
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.5 }}>
        {cards.map((card) => (
          <Stack
            component="li"
            key={card.number}
            direction="row"
            sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="span"
                variant="body2"
                sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontWeight: 600, mr: 1 }}
              >
                {formatCardNumber(card.number)}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {card.result}
              </Typography>
            </Box>
            <Button
              size="small"
              onClick={() => onUse(card.number)}
              disabled={disabled}
              aria-label={`Use test card ${formatCardNumber(card.number)}`}
              sx={{ minWidth: 0, py: 0 }}
            >
              Use
            </Button>
          </Stack>
        ))}
      </Box>
    </Paper>
  );
}
