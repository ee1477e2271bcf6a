import { fuzzEndpoints, isJobEndpoint } from './fuzz-suite.js';

// Large: 300 hostile requests for each endpoint, one test each; every accepted one runs its job (an
// export, a copy of the fixture database) before the next.

// Exports, database export/import and duplication, and jobs (issue 35).
fuzzEndpoints(isJobEndpoint);
