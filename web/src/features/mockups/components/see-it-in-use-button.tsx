import { MOCKUP_TEXT } from "@contract";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import { Button } from "@mui/material";
import { useState } from "react";
import type { SeeItInUseProps } from "@/components/see-it-in-use-slot";
import { SeeItInUseDialog } from "@/features/mockups/components/see-it-in-use-dialog";

/** 'See it in use' on a logo card or in the editor: opens the logo's scenes. */
export function SeeItInUseButton({ logo, brandName, design = null }: SeeItInUseProps) {
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
      <SeeItInUseDialog
        logo={logo}
        brandName={brandName}
        design={design}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
