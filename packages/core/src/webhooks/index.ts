export * from './webhook-events.js';
export * from './webhook-requests.js';
export * from './webhook-endpoints.js';
