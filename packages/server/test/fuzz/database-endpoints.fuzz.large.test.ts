import { fuzzEndpoints, isDatabaseEndpoint } from './fuzz-suite.js';

// Large: 300 hostile requests for each endpoint, one test each, a few seconds apiece.

// Tables, fields, rows, views and the grid (contract §8–§11).
fuzzEndpoints(isDatabaseEndpoint);
