import Box from "@mui/material/Box";
import { useLandingActions } from "../hooks/use-landing-actions";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { ClosingCta } from "./closing-cta";
import { ExamplesSection } from "./examples-section";
import { FaqSection } from "./faq-section";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { PricingSection } from "./pricing-section";
import { Strengths } from "./strengths";

/** The landing page (spec section 2), also shown by /login with the sign-in dialog open. */
export function LandingPage() {
  const { tryForFree, selectPlan } = useLandingActions();
  useScrollToHash();

  return (
    <Box>
      <Hero onTryForFree={tryForFree} />
      <ExamplesSection />
      <Strengths />
      <HowItWorks />
      <PricingSection onSelectPlan={selectPlan} />
      <FaqSection />
      <ClosingCta onTryForFree={tryForFree} />
    </Box>
  );
}
