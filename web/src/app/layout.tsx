import { Box } from "@mui/material";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { FullPageSpinner } from "@/components/full-page-spinner";

/** The shell around every page; the site header is added by the shell feature. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
