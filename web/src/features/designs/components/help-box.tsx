import { SupportNote } from "@/components/support-note";

/** Spec section 2: the designs page's help box with the support e-mail (decisions.md 1). */
export function HelpBox() {
  return (
    <SupportNote lead="Pick a favourite and export it, ask for similar ideas, or edit the prompt to steer the next round. Need help? Write to us at" />
  );
}
