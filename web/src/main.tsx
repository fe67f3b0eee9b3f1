import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/app/app";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The build renders `/` into index.html (see app/prerender-landing.tsx): that HTML is adopted as
// it is. A link to one of its sections (/#pricing) renders the whole page at once, which the
// prerendered HTML is not, so it is drawn afresh; every other path comes with an empty root.
if (container.hasChildNodes() && window.location.pathname === "/" && window.location.hash === "") {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
