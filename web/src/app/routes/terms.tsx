import { ScrollToTopButton } from "@/components/scroll-to-top-button";
import { LegalPage } from "@/features/legal/components/legal-page";
import { TERMS } from "@/features/legal/content/terms";

export default function TermsRoute() {
  return (
    <>
      <LegalPage document={TERMS} />
      <ScrollToTopButton />
    </>
  );
}
