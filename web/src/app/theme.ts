import { createTheme } from "@mui/material/styles";

export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: "#4338ca", contrastText: "#ffffff" },
    secondary: { main: "#0f766e", contrastText: "#ffffff" },
    // MUI's default oranges (#ed6c02, #e65100) fail WCAG AA as text on white (3.1:1, 3.8:1).
    warning: { main: "#b45309", dark: "#92400e", contrastText: "#ffffff" },
    background: { default: "#fafafa", paper: "#ffffff" },
    text: { primary: "#111827", secondary: "#4b5563" },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: "none", fontWeight: 600 },
    h1: { fontWeight: 800, letterSpacing: "-0.02em" },
    h2: { fontWeight: 800, letterSpacing: "-0.02em" },
    h3: { fontWeight: 700 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: { styleOverrides: { root: { borderRadius: 10 } } },
  },
});
