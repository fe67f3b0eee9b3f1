import Box from "@mui/material/Box";
import { startTransition, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { useLandingActions } from "../hooks/use-landing-actions";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { ClosingCta } from "./closing-cta";
import { ExamplesSection } from "./examples-section";
import { FaqSection } from "./faq-section";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { PricingSection } from "./pricing-section";
import { Strengths } from "./strengths";

/**
 * The sections below the hero render just after the first frame: the first paint (the hero, the
 * page's largest paint) then waits only for the hero's own work. A link to a section (/#pricing)
 * renders them all at once, so the page can scroll there.
 */
function useBelowTheFoldReady(): boolean {
  const { hash } = useLocation();
  const [ready, setReady] = useState(hash !== "");
  useEffect(() => {
    if (ready) return;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timeout !== undefined) clearTimeout(timeout);
    };
  }, [ready]);
  return ready || hash !== "";
}

/** The landing page, also shown by /login with the sign-in dialog open. */
export function LandingPage() {
  const { tryForFree, selectPlan } = useLandingActions();
  const belowTheFold = useBelowTheFoldReady();
  useScrollToHash(belowTheFold);

  return (
    <Box>
      <Hero onTryForFree={tryForFree} />
      {belowTheFold && (
        <>
          <ExamplesSection />
          <Strengths />
          <HowItWorks />
          <PricingSection onSelectPlan={selectPlan} />
          <FaqSection />
          <ClosingCta onTryForFree={tryForFree} />
        </>
      )}
    </Box>
  );
}
