import { LandingPage } from "@/features/landing/components/landing-page";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function LandingRoute() {
  useDocumentTitle();
  return <LandingPage />;
}
