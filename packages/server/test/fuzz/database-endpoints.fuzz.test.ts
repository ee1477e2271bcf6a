import { fuzzEndpoints, isDatabaseEndpoint } from './fuzz-suite.js';

// Tables, fields, rows, views and the grid (contract §8–§11).
fuzzEndpoints(isDatabaseEndpoint);
