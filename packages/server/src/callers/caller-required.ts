/**
 * An anonymous request reached a read only signed-in callers may make here (a preview read of a
 * group that backs no template, contract §1.6). Services throw it; the edge answers it as it does
 * missing credentials: 401 "Authentication credentials were not provided.".
 */
export class CallerRequiredError extends Error {
  constructor() {
    super('Authentication credentials were not provided.');
    this.name = 'CallerRequiredError';
  }
}
