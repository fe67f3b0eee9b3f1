import { MOTION_TEXT } from "@contract";
import PlayCircleOutlinedIcon from "@mui/icons-material/PlayCircleOutlined";
import { DialogButton } from "@/components/dialog-button";
import type { MotionSlotProps } from "@/components/motion-slot";
import { MotionDialog } from "@/features/motion/components/motion-dialog";

/** 'Play' on a logo card or in the editor: opens the logo's animation. */
export function MotionButton({ logo, brandName, design = null }: MotionSlotProps) {
  return (
    <DialogButton
      label={MOTION_TEXT.playButton}
      icon={<PlayCircleOutlinedIcon />}
      dialog={(open, close) => (
        <MotionDialog logo={logo} brandName={brandName} design={design} open={open} onClose={close} />
      )}
    />
  );
}
