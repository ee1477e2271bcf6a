export * from './json-schema.js';
export * from './openapi-types.js';
export * from './endpoints.js';
export * from './endpoint-catalogue.js';
export * from './openapi-operation.js';
export * from './api-document.js';
export * from './database-api.js';
export * from './database-document.js';
