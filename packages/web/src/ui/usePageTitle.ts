import { useEffect } from 'react';

/** The product name used in page titles. */
export const productName = 'Cellar';

/** Formats a page title with the '%s // Cellar' template (spec §9). */
export function formatPageTitle(title: string): string {
  return `${title} // ${productName}`;
}

/** Sets the document title for as long as the calling page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
