import { MOCKUP_TEXT } from "@contract";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import { Button } from "@mui/material";
import { useState } from "react";
import type { MockupsSlotProps } from "@/components/mockups-slot";
import { MockupsDialog } from "@/features/mockups/components/mockups-dialog";

/** 'See it in use' on a logo card or in the editor: opens the logo's scenes. */
export function MockupsButton({ logo, brandName, design = null }: MockupsSlotProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<StorefrontOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {MOCKUP_TEXT.button}
      </Button>
      <MockupsDialog
        logo={logo}
        brandName={brandName}
        design={design}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
