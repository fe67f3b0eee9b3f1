import { MOCKUP_TEXT } from "@contract";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import { DialogButton } from "@/components/dialog-button";
import type { MockupsSlotProps } from "@/components/mockups-slot";
import { MockupsDialog } from "@/features/mockups/components/mockups-dialog";

/** 'See it in use' on a logo card or in the editor: opens the logo's scenes. */
export function MockupsButton({ logo, brandName, design = null }: MockupsSlotProps) {
  return (
    <DialogButton
      label={MOCKUP_TEXT.button}
      icon={<StorefrontOutlinedIcon />}
      dialog={(open, close) => (
        <MockupsDialog logo={logo} brandName={brandName} design={design} open={open} onClose={close} />
      )}
    />
  );
}
