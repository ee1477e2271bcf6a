export * from './messages.js';
export * from './rules.js';
export * from './account-forms.js';
