/**
 * Component tests run in happy-dom, which applies MUI's breakpoint media queries to its viewport:
 * a test of a phone-only control sets a phone's width first. (`window.resizeTo` does not move it.)
 */
interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

export function setViewport(width: number, height: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}
