import { EmailSigninScreen } from "@/features/auth/components/email-signin-screen";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function EmailSigninRoute() {
  useDocumentTitle("Signing you in");
  return <EmailSigninScreen />;
}
