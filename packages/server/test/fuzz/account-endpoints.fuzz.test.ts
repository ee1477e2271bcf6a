import { fuzzEndpoints, isDatabaseEndpoint } from './fuzz-suite.js';

// Accounts, settings, groups, invitations, applications and user files (contract §2–§6).
fuzzEndpoints((declared) => !isDatabaseEndpoint(declared));
