/** Escapes text for HTML, so names and messages from users are never rendered as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Wraps paragraphs and one call-to-action link in the plain, client-safe HTML of every Cellar mail. */
export function renderMailHtml(paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  const button =
    `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" ` +
    `style="background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">` +
    `${escapeHtml(action.label)}</a></p>`;
  return (
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px">` +
    `${body}${button}<p style="color:#6b7280;font-size:13px">${escapeHtml(action.url)}</p></body></html>`
  );
}
