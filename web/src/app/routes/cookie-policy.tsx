import { ScrollToTopButton } from "@/components/scroll-to-top-button";
import { LegalPage } from "@/features/legal/components/legal-page";
import { COOKIE_POLICY } from "@/features/legal/content/cookie-policy";

export default function CookiePolicyRoute() {
  return (
    <>
      <LegalPage document={COOKIE_POLICY} />
      <ScrollToTopButton />
    </>
  );
}
