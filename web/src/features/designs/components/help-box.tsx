import { SupportNote } from "@/components/support-note";

/** The designs page's help box with the support e-mail. */
export function HelpBox() {
  return (
    <SupportNote lead="Pick a favourite and export it, ask for similar ideas, or edit the prompt to steer the next round. Need help? Write to us at" />
  );
}
