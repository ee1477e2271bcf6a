import { endpoint } from '../api/endpoint.js';
import { createApplicationRequest, updateApplicationRequest } from './schemas.js';
import type { Application } from './types.js';

/** The application endpoints of contract §6. */
export const applicationEndpoints = {
  listAllApplications: endpoint<Application[]>()({ method: 'GET', path: '/api/applications/', access: 'user' }),
  listGroupApplications: endpoint<Application[]>()({ method: 'GET', path: '/api/applications/group/:group_id/', access: 'user' }),
  createApplication: endpoint<Application>()({
    method: 'POST',
    path: '/api/applications/group/:group_id/',
    access: 'user',
    body: createApplicationRequest,
  }),
  getApplication: endpoint<Application>()({ method: 'GET', path: '/api/applications/:application_id/', access: 'user' }),
  updateApplication: endpoint<Application>()({
    method: 'PATCH',
    path: '/api/applications/:application_id/',
    access: 'user',
    body: updateApplicationRequest,
  }),
  deleteApplication: endpoint()({ method: 'DELETE', path: '/api/applications/:application_id/', access: 'user' }),
} as const;
