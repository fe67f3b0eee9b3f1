/**
 * Starts downloading and decoding images the next screen will show. A screen's <img> elements
 * only ask for their images once it has rendered and laid them out (later still when they load
 * lazily); asked for now, the images come while it renders, and its elements find them in the
 * browser's memory cache. The same address is asked for once.
 */
export function warmImages(urls: Iterable<string>): void {
  if (typeof Image === "undefined") return;
  for (const url of new Set(urls)) {
    const image = new Image();
    image.decoding = "async";
    image.src = url;
    // decode() holds the element until its image is ready. A failure is left to the screen's own
    // element, which shows it and tries again.
    if (typeof image.decode === "function") image.decode().catch(() => undefined);
  }
}
