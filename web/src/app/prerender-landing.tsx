import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { AppProviders } from "@/app/providers";
import { AppRoutes } from "@/app/router";

/** The landing page as the browser's first render makes it, and the styles it uses. */
interface PrerenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** `<style data-emotion=…>` tags for `<head>`; the browser's emotion cache adopts them. */
  styleTags: string;
}

/**
 * Renders `/` at build time (run by the build in Node, never shipped to the browser), so the
 * landing page paints from its HTML before any script has run, and main.tsx hydrates it. The
 * tree is the browser's own (providers, layout, routes) with a fixed location: the session is
 * still loading and the sections below the hero are not there yet, exactly as in the browser's
 * first render, so hydration finds what it expects.
 */
export function prerenderLandingPage(): PrerenderedPage {
  // The browser's MUI styles use emotion's default cache, whose key is "css": the same key lets
  // that cache recognise the server's style tags as its own.
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
