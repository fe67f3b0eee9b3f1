import KeyboardArrowUpIcon from "@mui/icons-material/KeyboardArrowUp";
import Fab from "@mui/material/Fab";
import Zoom from "@mui/material/Zoom";
import { useEffect, useState } from "react";

/** The legal pages show this button once the reader is past 500 px. */
const SCROLL_TO_TOP_THRESHOLD_PX = 500;

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  };

  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label="Scroll to top"
        onClick={scrollToTop}
        sx={{ position: "fixed", right: { xs: 16, sm: 32 }, bottom: { xs: 16, sm: 32 }, zIndex: 1100 }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
