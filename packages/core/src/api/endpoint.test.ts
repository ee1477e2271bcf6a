import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPath, buildQuery, defaultBodyLimit, endpoint, serviceCheckedBody, tableOperations, tokenRight } from './endpoint.js';

// The declaration every endpoint is made of (contract §1): the defaults a declaration leaves out,
// and the paths and query strings the typed client builds from it.

describe('endpoint declarations', () => {
  it('answer 204 for deletes and 200 otherwise, with envelope errors and no extra codes by default', () => {
    const remove = endpoint()({ method: 'DELETE', path: '/api/things/:thing_id/', access: 'user' });
    const read = endpoint<{ id: number }>()({ method: 'GET', path: '/api/things/', access: 'public' });
    expect(remove).toEqual({ method: 'DELETE', path: '/api/things/:thing_id/', access: 'user', body: undefined, query: undefined, successStatus: 204, plainErrors: false, errors: [] });
    expect(read.successStatus).toBe(200);
    expect('bodyLimit' in read).toBe(false);
  });

  it('keep what a declaration states', () => {
    const body = z.object({ name: z.string() });
    const declared = endpoint()({
      method: 'POST',
      path: '/api/things/',
      access: { token: 'create' },
      body,
      successStatus: 204,
      plainErrors: true,
      errors: ['ERROR_TABLE_DOES_NOT_EXIST'],
      bodyLimit: 5,
    });
    expect(declared).toMatchObject({ body, successStatus: 204, plainErrors: true, errors: ['ERROR_TABLE_DOES_NOT_EXIST'], bodyLimit: 5 });
  });

  it('name the token right an access rule needs, if any', () => {
    expect(tokenRight({ token: 'update' })).toBe('update');
    expect(tokenRight('user')).toBeUndefined();
    expect(tableOperations).toEqual(['create', 'read', 'update', 'delete']);
    expect(defaultBodyLimit).toBe(1024 * 1024);
  });

  it('let a service-checked body through the schema untouched, described for the docs', () => {
    const body = serviceCheckedBody<{ any: unknown }>('Checked by the service.');
    expect(body.safeParse({ any: 1 })).toEqual({ success: true, data: { any: 1 } });
    expect(body.description).toBe('Checked by the service.');
  });
});

describe('paths and query strings', () => {
  it('fills every :name parameter, encoded', () => {
    expect(buildPath('/api/groups/:group_id/users/:user_id/', { group_id: 3, user_id: 'a b/c' })).toBe('/api/groups/3/users/a%20b%2Fc/');
    expect(buildPath('/api/settings/')).toBe('/api/settings/');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => buildPath('/api/groups/:group_id/', {})).toThrow('Missing path parameter "group_id" for /api/groups/:group_id/');
  });

  it('writes defined query parameters, encoded, and nothing when there are none', () => {
    expect(buildQuery({ search: 'a&b', page: 2, skip: undefined, count: true })).toBe('?search=a%26b&page=2&count=true');
    expect(buildQuery({ 'filter__field_1__contains': '' })).toBe('?filter__field_1__contains=');
    expect(buildQuery({ skip: undefined })).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});
