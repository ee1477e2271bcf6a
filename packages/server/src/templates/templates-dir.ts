import { fileURLToPath } from 'node:url';

/**
 * The templates shipped with Cellar, `packages/server/templates/`. This file sits two levels below
 * the package both as source (`src/templates/`) and built (`dist/templates/`, which `npm start`
 * runs), so one relative path serves both.
 */
export const shippedTemplatesDir = fileURLToPath(new URL('../../templates/', import.meta.url));
