import { fuzzEndpoints, isAfterTheFactEndpoint, isWebhookEndpoint } from './fuzz-suite.js';

// Large: 300 hostile requests for each endpoint, one test each, a few seconds apiece.

// Row history and comments, the trash, undo and redo (issue 33), and a table's webhooks (issue 37).
fuzzEndpoints((declared) => isAfterTheFactEndpoint(declared) || isWebhookEndpoint(declared));
