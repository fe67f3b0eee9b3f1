/**
 * Puts rich HTML on the clipboard (with a plain-text version for apps that take only text), so
 * pasting into Gmail's, Outlook's or Apple Mail's signature settings keeps the layout and links.
 * Browsers without the async clipboard's rich write (older Safari and Firefox) copy a selected,
 * off-screen copy of the HTML instead, which the mail apps paste the same way.
 */
export async function copyRichText(html: string, text: string): Promise<void> {
  const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.write === "function" && typeof ClipboardItem !== "undefined") {
    await clipboard.write([
      new ClipboardItem({
        "text/html": new Blob([html], { type: "text/html" }),
        "text/plain": new Blob([text], { type: "text/plain" }),
      }),
    ]);
    return;
  }
  copyBySelection(html);
}

function copyBySelection(html: string): void {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  holder.setAttribute("aria-hidden", "true");
  Object.assign(holder.style, { position: "fixed", left: "-10000px", top: "0" });
  document.body.append(holder);
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(holder);
  selection?.removeAllRanges();
  selection?.addRange(range);
  const copied = document.execCommand("copy");
  selection?.removeAllRanges();
  holder.remove();
  if (!copied) throw new Error("The browser refused to copy");
}
