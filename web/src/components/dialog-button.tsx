import { Button } from "@mui/material";
import { type ReactNode, useState } from "react";

interface DialogButtonProps {
  label: string;
  icon: ReactNode;
  /** The dialog it opens, told whether it is open and how to close it. */
  dialog(open: boolean, close: () => void): ReactNode;
}

/** A small outlined button on a logo card or in the editor that opens a dialog about the logo. */
export function DialogButton({ label, icon, dialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {label}
      </Button>
      {dialog(open, () => setOpen(false))}
    </>
  );
}
