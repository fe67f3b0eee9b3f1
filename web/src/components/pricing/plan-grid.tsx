import { SUPPORT_EMAIL } from "@contract";
import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PLANS, type Plan, type PlanId } from "@/config/plans";

interface PlanGridProps {
  /** What a plan's button does; the caller decides (sign in first, go to /create or /checkout...). */
  onSelectPlan(planId: PlanId): void;
  plans?: readonly Plan[];
  /** Heading level of the plan names, to fit the page's outline. */
  headingComponent?: "h2" | "h3" | "h4";
  /** The 'custom plan' mailto line under the grid. */
  showCustomPlanLink?: boolean;
}

/** Free / Creator / Pro side by side (stacked on phones); Pro stays disabled 'Coming Soon'. */
export function PlanGrid({
  onSelectPlan,
  plans = PLANS,
  headingComponent = "h3",
  showCustomPlanLink = true,
}: PlanGridProps) {
  return (
    <Box>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: `repeat(${plans.length}, minmax(0, 1fr))` },
          alignItems: "stretch",
          maxWidth: { xs: 480, md: "none" },
          mx: "auto",
        }}
      >
        {plans.map((plan) => (
          <Box component="li" key={plan.id} sx={{ display: "flex" }}>
            <PlanCard
              plan={plan}
              headingComponent={headingComponent}
              onSelect={() => onSelectPlan(plan.id)}
            />
          </Box>
        ))}
      </Box>
      {showCustomPlanLink && (
        <Typography align="center" color="text.secondary" sx={{ mt: 4 }}>
          Need a custom plan for your team or agency?{" "}
          <Link href={`mailto:${SUPPORT_EMAIL}?subject=Custom%20plan`} sx={{ fontWeight: 600 }}>
            Email us at {SUPPORT_EMAIL}
          </Link>
        </Typography>
      )}
    </Box>
  );
}

function PlanCard({
  plan,
  headingComponent,
  onSelect,
}: {
  plan: Plan;
  headingComponent: "h2" | "h3" | "h4";
  onSelect(): void;
}) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      sx={{
        position: "relative",
        flex: 1,
        display: "flex",
        flexDirection: "column",
        p: { xs: 3, sm: 4 },
        borderRadius: "20px",
        bgcolor: "background.paper",
        border: "1px solid",
        borderColor: plan.highlighted ? "primary.main" : "divider",
        boxShadow: plan.highlighted
          ? "0 1px 2px rgba(17,24,39,0.06), 0 24px 48px -24px rgba(67,56,202,0.45)"
          : "0 1px 2px rgba(17,24,39,0.04)",
        opacity: plan.comingSoon ? 0.85 : 1,
      }}
    >
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography id={headingId} component={headingComponent} variant="h6" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        {plan.badge && <Badge tone="primary">{plan.badge}</Badge>}
        {plan.comingSoon && <Badge tone="muted">Coming Soon</Badge>}
      </Stack>
      <Typography color="text.secondary" variant="body2" sx={{ minHeight: { md: 40 } }}>
        {plan.description}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: "baseline", mt: 3, mb: 3 }}>
        <Typography
          component="p"
          sx={{ fontSize: 40, fontWeight: 800, letterSpacing: "-0.03em", lineHeight: 1 }}
        >
          {plan.priceText}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {plan.priceNote}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, mb: 4, display: "grid", gap: 1.25 }}>
        {plan.features.map((feature) => (
          <Stack
            component="li"
            key={feature.text}
            direction="row"
            spacing={1.25}
            sx={{ alignItems: "flex-start" }}
          >
            {feature.negative ? (
              <CloseIcon fontSize="small" sx={{ color: "text.disabled", mt: "2px" }} aria-hidden />
            ) : (
              <CheckIcon fontSize="small" color="primary" sx={{ mt: "2px" }} aria-hidden />
            )}
            <Typography variant="body2" color={feature.negative ? "text.secondary" : "text.primary"}>
              {feature.text}
            </Typography>
          </Stack>
        ))}
      </Box>
      <Button
        variant={plan.highlighted ? "contained" : "outlined"}
        size="large"
        fullWidth
        disabled={plan.comingSoon}
        onClick={onSelect}
        sx={{ mt: "auto" }}
        aria-describedby={headingId}
      >
        {plan.buttonText}
      </Button>
    </Box>
  );
}

function Badge({ tone, children }: { tone: "primary" | "muted"; children: string }) {
  return (
    <Box
      component="span"
      sx={{
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: "20px",
        whiteSpace: "nowrap",
        ...(tone === "primary"
          ? { bgcolor: "primary.main", color: "primary.contrastText" }
          : { border: "1px solid", borderColor: "divider", color: "text.secondary" }),
      }}
    >
      {children}
    </Box>
  );
}
