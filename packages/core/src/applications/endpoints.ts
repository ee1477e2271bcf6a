import { endpoint } from '../api/endpoint.js';
import { createApplicationRequest, updateApplicationRequest } from './schemas.js';
import type { Application } from './types.js';

/** The application endpoints of contract §6; any member of the group may call them, and anyone may list a template's. */
export const applicationEndpoints = {
  listAllApplications: endpoint<Application[]>()({ method: 'GET', path: '/api/applications/', access: 'user', errors: [] }),
  listGroupApplications: endpoint<Application[]>()({
    method: 'GET',
    path: '/api/applications/group/:group_id/',
    access: 'template-preview',
    errors: ['ERROR_GROUP_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  createApplication: endpoint<Application>()({
    method: 'POST',
    path: '/api/applications/group/:group_id/',
    access: 'user',
    body: createApplicationRequest,
    errors: ['ERROR_GROUP_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP', 'ERROR_QUOTA_EXCEEDED'],
  }),
  getApplication: endpoint<Application>()({
    method: 'GET',
    path: '/api/applications/:application_id/',
    access: 'user',
    errors: ['ERROR_APPLICATION_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  updateApplication: endpoint<Application>()({
    method: 'PATCH',
    path: '/api/applications/:application_id/',
    access: 'user',
    body: updateApplicationRequest,
    errors: ['ERROR_APPLICATION_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
  deleteApplication: endpoint()({
    method: 'DELETE',
    path: '/api/applications/:application_id/',
    access: 'user',
    errors: ['ERROR_APPLICATION_DOES_NOT_EXIST', 'ERROR_USER_NOT_IN_GROUP'],
  }),
} as const;
