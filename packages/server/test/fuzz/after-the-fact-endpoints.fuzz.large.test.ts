import { fuzzEndpoints, isAfterTheFactEndpoint } from './fuzz-suite.js';

// Large: 300 hostile requests for each endpoint, one test each, a few seconds apiece.

// Row history and comments, the trash, undo and redo (issue 33).
fuzzEndpoints(isAfterTheFactEndpoint);
