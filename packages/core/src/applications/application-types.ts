/**
 * The application types Cellar knows. A type is registered here once; the server adds how it is
 * stored and presented, the web how it is shown (icon, route). Adding a type is one line each.
 */
export const applicationTypes = {
  database: { type: 'database', name: 'Database', icon: 'database' },
} as const;

/** The name of a registered application type. */
export type ApplicationTypeName = keyof typeof applicationTypes;

/** The registered type names, in registration order. */
export const applicationTypeNames = Object.keys(applicationTypes) as [ApplicationTypeName, ...ApplicationTypeName[]];
