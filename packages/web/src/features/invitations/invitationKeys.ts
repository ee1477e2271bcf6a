/** The caller's pending invitations, from GET /api/user/dashboard/ (contract §2.5). */
export const dashboardQueryKey = ['dashboard'] as const;

/** One invitation looked up by the token of its e-mailed link. */
export const invitationByTokenQueryKey = (token: string) => ['group-invitation', token] as const;
