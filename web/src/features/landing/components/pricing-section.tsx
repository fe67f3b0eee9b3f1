import { PlanGrid } from "@/components/pricing/plan-grid";
import type { PlanId } from "@/config/plans";
import { LandingSection } from "./landing-section";

export function PricingSection({ onSelectPlan }: { onSelectPlan(planId: PlanId): void }) {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Simple, one-time pricing"
      subtitle="Start free. Pay once when you're ready to export: no subscription, and purchased credits never expire."
      tone="tinted"
    >
      <PlanGrid onSelectPlan={onSelectPlan} />
    </LandingSection>
  );
}
