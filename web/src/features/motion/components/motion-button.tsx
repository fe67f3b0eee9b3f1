import { MOTION_TEXT } from "@contract";
import PlayCircleOutlinedIcon from "@mui/icons-material/PlayCircleOutlined";
import { Button } from "@mui/material";
import { useState } from "react";
import type { MotionSlotProps } from "@/components/motion-slot";
import { MotionDialog } from "@/features/motion/components/motion-dialog";

/** 'Play' on a logo card or in the editor: opens the logo's animation. */
export function MotionButton({ logo, brandName, design = null }: MotionSlotProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PlayCircleOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {MOTION_TEXT.playButton}
      </Button>
      <MotionDialog
        logo={logo}
        brandName={brandName}
        design={design}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
