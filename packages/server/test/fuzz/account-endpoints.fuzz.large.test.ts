import { fuzzEndpoints, isAfterTheFactEndpoint, isDatabaseEndpoint, isJobEndpoint, isWebhookEndpoint } from './fuzz-suite.js';

// Large: 300 hostile requests for each endpoint, one test each; the endpoints that mail (invitations,
// password resets) send a real message for each accepted one, ~9 s apiece.

// Accounts, settings, groups, invitations, applications and user files (contract §2–§6).
fuzzEndpoints((declared) => !isDatabaseEndpoint(declared) && !isAfterTheFactEndpoint(declared) && !isJobEndpoint(declared) && !isWebhookEndpoint(declared));
