import type { Page } from 'playwright-core';

// Clipboard events dispatched on the grid as a person's Ctrl+C / Ctrl+V would fire them; headless
// Chromium has no system clipboard to read. Written as page script: the e2e project is typed for
// Node, without the DOM's clipboard classes.

/** Pastes text into the grid at its selected cell or range. */
export async function pasteIntoGrid(page: Page, text: string): Promise<void> {
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    document.querySelector('[role="grid"]').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
}

/** What copying the grid's selected cell or range puts on the clipboard, as text and as HTML. */
export async function copyFromGrid(page: Page): Promise<{ text: string; html: string }> {
  return page.evaluate(`(() => {
    const data = new DataTransfer();
    document.querySelector('[role="grid"]').dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
    return { text: data.getData('text/plain'), html: data.getData('text/html') };
  })()`);
}
