/**
 * Renders a screen inside the app's real stores and theme, with a memory router whose other
 * routes just name themselves, so tests can see where the screen navigated.
 */
import type { Quota } from "@contract";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { theme } from "@/app/theme";
import { LogoSessionProvider, type LogoSessionState } from "@/stores/logo-session-store";
import { MembershipProvider } from "@/stores/membership-store";
import { makeQuota } from "@/testing/logo-fixtures";

interface RenderOptions {
  /** The route the screen is mounted at; it is also the first location. */
  path: string;
  /** Query string or other initial location, if not the path itself. */
  initialEntry?: string;
  /** Answers GET /logos/quota; a quota with 12 remaining by default. */
  loadQuota?: () => Promise<Quota>;
  /** The logo session the screen starts with (a current project, groups, ...). */
  session?: Partial<LogoSessionState>;
}

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderWithProviders(screen: ReactElement, options: RenderOptions) {
  const loadQuota = options.loadQuota ?? (() => Promise.resolve(makeQuota()));
  return render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MembershipProvider loadQuota={loadQuota}>
        <LogoSessionProvider initialState={options.session}>
          <MemoryRouter initialEntries={[options.initialEntry ?? options.path]}>
            <Routes>
              <Route path={options.path} element={screen} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <CurrentLocation />
          </MemoryRouter>
        </LogoSessionProvider>
      </MembershipProvider>
    </ThemeProvider>,
  );
}
