export * from './limits.js';
export * from './types.js';
export * from './comment-message.js';
export * from './schemas.js';
export * from './endpoints.js';
