import { CREATOR_EXPORT_CREDITS, CREATOR_GENERATION_CREDITS } from "@contract";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import LockIcon from "@mui/icons-material/Lock";
import SavingsIcon from "@mui/icons-material/Savings";
import WorkspacePremiumIcon from "@mui/icons-material/WorkspacePremium";
import {
  Box,
  Button,
  ButtonBase,
  Chip,
  Dialog,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { type ReactNode, useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import { visuallyHidden } from "@/components/visually-hidden";
import { CREATOR_OFFER_SAVING_PERCENT, CREATOR_PRICE_TEXT, CREATOR_REGULAR_PRICE_TEXT } from "@/config/plans";
import { UPGRADE_HEADER } from "@/features/billing/hooks/use-billing-dialogs";

export const CHECKOUT_PATH = "/checkout";

interface Benefit {
  icon: ReactNode;
  title: string;
  text: string;
}

const BENEFITS: Benefit[] = [
  {
    icon: <AutoAwesomeIcon />,
    title: `${CREATOR_GENERATION_CREDITS} more logo generations`,
    text: "Keep exploring new concepts for your brand.",
  },
  {
    icon: <WorkspacePremiumIcon />,
    title: "Premium file export",
    text: `${CREATOR_EXPORT_CREDITS} logo exports with transparent background and high-quality resolution.`,
  },
  {
    icon: <SavingsIcon />,
    title: "Cost-effective branding",
    text: "1/10th the price of a designer.",
  },
];

interface UpgradeModalProps {
  open: boolean;
  onClose(): void;
  header?: string;
}

/**
 * The upgrade modal. MUI's Dialog closes it on Escape and on a backdrop click and
 * locks page scrolling while it is open; the back button closes it too.
 */
export function UpgradeModal({ open, onClose, header = UPGRADE_HEADER.freePlan }: UpgradeModalProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { overflow: "hidden", borderRadius: fullScreen ? 0 : 4 } } }}
    >
      <Box
        sx={{
          px: 2,
          pt: 1.5,
          pb: 3,
          color: "common.white",
          background: "linear-gradient(135deg, #312e81 0%, #4338ca 55%, #0f766e 100%)",
        }}
      >
        <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
          <IconButton aria-label="Back" onClick={onClose} sx={{ color: "inherit" }}>
            <ArrowBackIcon />
          </IconButton>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Upgrade to Creator plan
          </Typography>
        </Stack>
        <Box sx={{ px: 1.5, pt: 2 }}>
          <Chip
            label={`${CREATOR_OFFER_SAVING_PERCENT}% OFF • 24h only!`}
            size="small"
            sx={{ bgcolor: "#fde68a", color: "#78350f", fontWeight: 800, mb: 1.5 }}
          />
          <Typography variant="h5" component="p" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
            {header}
          </Typography>
        </Box>
      </Box>

      <Stack sx={{ px: 3, py: 3, gap: 2.5, flex: 1 }}>
        <Stack component="ul" sx={{ listStyle: "none", m: 0, p: 0, gap: 2 }}>
          {BENEFITS.map((benefit) => (
            <Stack component="li" key={benefit.title} direction="row" sx={{ gap: 1.5 }}>
              <Box
                aria-hidden="true"
                sx={{
                  flex: "0 0 40px",
                  height: 40,
                  borderRadius: 2,
                  display: "grid",
                  placeItems: "center",
                  color: "primary.main",
                  bgcolor: "rgba(67, 56, 202, 0.08)",
                }}
              >
                {benefit.icon}
              </Box>
              <Box>
                <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
                  {benefit.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {benefit.text}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>

        <ButtonBase
          component={RouterLink}
          to={CHECKOUT_PATH}
          focusRipple
          sx={{
            display: "flex",
            flexDirection: { xs: "column", sm: "row" },
            justifyContent: "space-between",
            alignItems: { xs: "flex-start", sm: "center" },
            gap: { xs: 1, sm: 2 },
            px: 2.5,
            py: 1.75,
            borderRadius: 3,
            border: 2,
            borderColor: "primary.main",
            bgcolor: "rgba(67, 56, 202, 0.04)",
            textAlign: "left",
          }}
        >
          <Box>
            <Typography variant="subtitle1" component="span" sx={{ display: "block", fontWeight: 800 }}>
              Creator plan
            </Typography>
            <Typography variant="caption" color="text.secondary">
              One-time payment, no subscription
            </Typography>
          </Box>
          <Box sx={{ textAlign: { xs: "left", sm: "right" }, flexShrink: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ display: "block" }}>
              <Box component="span" sx={visuallyHidden}>
                Regular price{" "}
              </Box>
              <s>{CREATOR_REGULAR_PRICE_TEXT}</s>
            </Typography>
            <Typography
              component="span"
              variant="subtitle1"
              sx={{ fontWeight: 800, color: "primary.main", whiteSpace: "nowrap" }}
            >
              {CREATOR_PRICE_TEXT} One-time payment
            </Typography>
          </Box>
        </ButtonBase>

        <Button component={RouterLink} to={CHECKOUT_PATH} variant="contained" size="large" fullWidth>
          Pay now
        </Button>

        <Stack
          direction="row"
          sx={{ justifyContent: "center", alignItems: "center", gap: 0.75, color: "text.secondary" }}
        >
          <LockIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          <Typography variant="caption">Secure payment • Instant access</Typography>
        </Stack>
      </Stack>
    </Dialog>
  );
}
