import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changePasswordRequest, verifyEmailRequest, loginRequest, registerRequest, resetPasswordRequest, sendResetPasswordEmailRequest, tokenRequest } from '../accounts/schemas.js';
import { createApplicationRequest, updateApplicationRequest } from '../applications/schemas.js';
import { createTableRequest, createViewRequest, gridFieldOptionsPatch, gridRowsByIdRequest, importBodyLimit, updateTableRequest, updateViewRequest } from '../database/schemas.js';
import { ValidationError } from '../errors/domain-error.js';
import { createInvitationRequest, groupNameRequest, invitationAnswerRequest, orderGroupsRequest, updateGroupUserRequest, updateInvitationRequest } from '../groups/schemas.js';
import { parseBody } from './parse-body.js';
import { looseBoolean } from './primitives.js';

// The request bodies core declares, as a client meets them: what is accepted with which defaults,
// and the DRF-shaped detail of what is refused (contract §1.3).

function detailOf(schema: z.ZodType, input: unknown) {
  try {
    parseBody(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return error.detail;
    throw error;
  }
  throw new Error('expected a validation error');
}

const required = { error: 'This field is required.', code: 'required' };
const blank = { error: 'This field may not be blank.', code: 'blank' };
const maxLength = (max: number) => ({ error: `Ensure this field has no more than ${max} characters.`, code: 'max_length' });
const baseUrl = 'https://cellar.example/';

describe('loose booleans', () => {
  it.each([
    [true, true] as const,
    [1, true] as const,
    [0, false] as const,
    ...['true', 'True', 'TRUE', '1', 'yes', 'on', 't', 'y'].map((word) => [word, true] as const),
    ...['false', 'False', 'FALSE', '0', 'no', 'off', 'f', 'n'].map((word) => [word, false] as const),
  ])('reads %j as %j', (input, value) => {
    expect(looseBoolean.parse(input)).toBe(value);
  });

  it.each([2, 'maybe', '', null, '1.0'])('refuses %j', (input) => {
    expect(detailOf(z.object({ flag: looseBoolean }), { flag: input })).toEqual({
      flag: [input === null ? { error: 'This field may not be null.', code: 'null' } : { error: 'Must be a valid boolean.', code: 'invalid' }],
    });
  });
});

describe('account bodies', () => {
  const account = { name: 'Ada', email: 'ada@example.com', password: 'long enough' };

  it('registers without a session unless authenticate is asked for', () => {
    expect(parseBody(registerRequest, account).authenticate).toBe(false);
    expect(parseBody(registerRequest, { ...account, authenticate: 'true' }).authenticate).toBe(true);
  });

  it.each([
    ['short', { error: 'Ensure this field has at least 8 characters.', code: 'min_length' }],
    ['x'.repeat(257), maxLength(256)],
  ])('refuses the password %j', (password, error) => {
    expect(detailOf(registerRequest, { ...account, password })).toEqual({ password: [error] });
    expect(detailOf(changePasswordRequest, { old_password: 'x', new_password: password })).toEqual({ new_password: [error] });
  });

  it('takes passwords of 8 and 256 characters', () => {
    expect(parseBody(registerRequest, { ...account, password: 'x'.repeat(8) }).password).toHaveLength(8);
    expect(parseBody(registerRequest, { ...account, password: 'x'.repeat(256) }).password).toHaveLength(256);
  });

  it('needs a password and a token to log in and refresh', () => {
    expect(detailOf(loginRequest, { username: 'ada@example.com', password: '' })).toEqual({ password: [blank] });
    expect(detailOf(tokenRequest, { token: '' })).toEqual({ token: [blank] });
    expect(parseBody(tokenRequest, { token: 'x' })).toEqual({ token: 'x' });
  });

  it('reports a bad address and a bad reset link base as such', () => {
    expect(detailOf(sendResetPasswordEmailRequest, { email: 'ada@', base_url: baseUrl })).toEqual({
      email: [{ error: 'Enter a valid email address.', code: 'invalid' }],
    });
    expect(detailOf(sendResetPasswordEmailRequest, { email: 'ada@example.com', base_url: 'not a url' })).toEqual({
      base_url: [{ error: 'Enter a valid URL.', code: 'invalid' }],
    });
    expect(detailOf(sendResetPasswordEmailRequest, { email: 'ada@example.com', base_url: `${baseUrl}${'a'.repeat(2000)}` })).toEqual({
      base_url: [maxLength(2000)],
    });
  });

  it('takes an invitation token with a registration, and any old password to change it', () => {
    expect(parseBody(registerRequest, { ...account, group_invitation_token: 'abc' }).group_invitation_token).toBe('abc');
    expect(detailOf(registerRequest, { ...account, group_invitation_token: 't'.repeat(1001) })).toEqual({ group_invitation_token: [maxLength(1000)] });
    expect(parseBody(changePasswordRequest, { old_password: 'the old one', new_password: 'long enough' }).old_password).toBe('the old one');
    expect(detailOf(changePasswordRequest, { old_password: '', new_password: 'long enough' })).toEqual({ old_password: [blank] });
  });

  it('limits verification tokens to 1 to 1000 characters', () => {
    expect(parseBody(verifyEmailRequest, { token: 't' })).toEqual({ token: 't' });
    expect(detailOf(verifyEmailRequest, { token: '' })).toEqual({ token: [blank] });
    expect(detailOf(verifyEmailRequest, { token: 't'.repeat(1001) })).toEqual({ token: [maxLength(1000)] });
  });

  it('limits reset tokens to 1000 characters', () => {
    expect(parseBody(resetPasswordRequest, { token: 't'.repeat(1000), password: 'long enough' }).token).toHaveLength(1000);
    expect(detailOf(resetPasswordRequest, { token: 't'.repeat(1001), password: 'long enough' })).toEqual({ token: [maxLength(1000)] });
    expect(detailOf(resetPasswordRequest, { token: '', password: 'long enough' })).toEqual({ token: [blank] });
  });
});

describe('group and invitation bodies', () => {
  it('trims group names and limits them to 100 characters', () => {
    expect(parseBody(groupNameRequest, { name: ' Team ' })).toEqual({ name: 'Team' });
    expect(detailOf(groupNameRequest, { name: 'x'.repeat(101) })).toEqual({ name: [maxLength(100)] });
  });

  it('orders at most 1000 groups, given by integer id', () => {
    expect(parseBody(orderGroupsRequest, { groups: [3, 1] })).toEqual({ groups: [3, 1] });
    expect(detailOf(orderGroupsRequest, { groups: Array.from({ length: 1001 }, (_, index) => index) })).toEqual({
      groups: [{ error: 'Ensure this field has no more than 1000 elements.', code: 'max_length' }],
    });
    // Named as Python names the JSON value sent, as the reference words it.
    expect(detailOf(orderGroupsRequest, { groups: 'all' })).toEqual({ groups: [{ error: 'Expected a list of items but got type "str".', code: 'not_a_list' }] });
    expect(detailOf(orderGroupsRequest, { groups: { 0: 1 } })).toEqual({ groups: [{ error: 'Expected a list of items but got type "dict".', code: 'not_a_list' }] });
    expect(detailOf(orderGroupsRequest, { groups: 7 })).toEqual({ groups: [{ error: 'Expected a list of items but got type "int".', code: 'not_a_list' }] });
    expect(detailOf(orderGroupsRequest, { groups: [1.5] })).toEqual({ groups: { 0: [{ error: 'A valid integer is required.', code: 'invalid' }] } });
  });

  it('invites as MEMBER with an empty message by default, and refuses unknown roles', () => {
    expect(parseBody(createInvitationRequest, { email: 'Bo@Example.com', base_url: baseUrl })).toEqual({
      email: 'bo@example.com',
      permissions: 'MEMBER',
      message: '',
      base_url: baseUrl,
    });
    expect(detailOf(createInvitationRequest, { email: 'bo@example.com', base_url: baseUrl, permissions: 'OWNER' })).toEqual({
      permissions: [{ error: '"OWNER" is not a valid choice.', code: 'invalid_choice' }],
    });
    expect(detailOf(createInvitationRequest, { email: 'bo@example.com', base_url: baseUrl, message: 'm'.repeat(2001) })).toEqual({ message: [maxLength(2000)] });
    expect(parseBody(createInvitationRequest, { email: 'bo@example.com', base_url: baseUrl, message: 'm'.repeat(2000) }).message).toHaveLength(2000);
  });

  it('takes an optional invitation token of 1 to 1000 characters', () => {
    expect(parseBody(invitationAnswerRequest, {})).toEqual({});
    expect(parseBody(invitationAnswerRequest, { token: 't' })).toEqual({ token: 't' });
    expect(detailOf(invitationAnswerRequest, { token: '' })).toEqual({ token: [blank] });
    expect(detailOf(invitationAnswerRequest, { token: 't'.repeat(1001) })).toEqual({ token: [maxLength(1000)] });
  });

  it('changes roles only to ADMIN or MEMBER, and an empty body changes nothing', () => {
    for (const schema of [updateGroupUserRequest, updateInvitationRequest]) {
      expect(parseBody(schema, {})).toEqual({});
      expect(parseBody(schema, { permissions: 'ADMIN' })).toEqual({ permissions: 'ADMIN' });
      expect(detailOf(schema, { permissions: 'admin' })).toEqual({ permissions: [{ error: '"admin" is not a valid choice.', code: 'invalid_choice' }] });
    }
  });
});

describe('application bodies', () => {
  it('names an application in at most 50 characters, with a known type', () => {
    expect(parseBody(createApplicationRequest, { name: ' Shop ', type: 'database' })).toEqual({ name: 'Shop', type: 'database' });
    expect(detailOf(createApplicationRequest, { name: 'Shop', type: 'sheet' })).toEqual({ type: [{ error: '"sheet" is not a valid choice.', code: 'invalid_choice' }] });
    expect(detailOf(updateApplicationRequest, { name: 'x'.repeat(51) })).toEqual({ name: [maxLength(50)] });
    expect(detailOf(updateApplicationRequest, {})).toEqual({ name: [required] });
  });
});

describe('table and view bodies', () => {
  it('imports rows of text or numbers, numbers read as text, without a header row by default', () => {
    expect(parseBody(createTableRequest, { name: 'Imported', data: [['a', 1.5]] })).toEqual({ name: 'Imported', data: [['a', '1.5']], first_row_header: false });
    expect(parseBody(createTableRequest, { name: 'Example' })).toEqual({ name: 'Example', first_row_header: false });
    expect(parseBody(createTableRequest, { name: 'T', data: [['h']], first_row_header: 'true' }).first_row_header).toBe(true);
  });

  it('refuses an import of no rows as DRF min_length, leaves rows without cells to the service, and refuses more than 1000 columns', () => {
    expect(detailOf(createTableRequest, { name: 'T', data: [] })).toEqual({ data: [{ error: 'Ensure this field has at least 1 elements.', code: 'min_length' }] });
    expect(parseBody(createTableRequest, { name: 'T', data: [[]] }).data).toEqual([[]]);
    expect(detailOf(createTableRequest, { name: 'T', data: [Array.from({ length: 1001 }, () => 'x')] })).toEqual({
      data: { 0: [{ error: 'Ensure this field has no more than 1000 elements.', code: 'max_length' }] },
    });
    expect(parseBody(createTableRequest, { name: 'T', data: [Array.from({ length: 1000 }, () => 'x')] }).data?.[0]).toHaveLength(1000);
    expect(importBodyLimit).toBe(25 * 1024 * 1024);
  });

  it('names tables in at most 255 characters', () => {
    expect(parseBody(updateTableRequest, { name: 'x'.repeat(255) }).name).toHaveLength(255);
    expect(detailOf(updateTableRequest, { name: 'x'.repeat(256) })).toEqual({ name: [maxLength(255)] });
  });

  it('creates grid views that AND their filters by default', () => {
    expect(parseBody(createViewRequest, { name: 'All', type: 'grid' })).toEqual({ name: 'All', type: 'grid', filter_type: 'AND', filters_disabled: false });
    expect(detailOf(createViewRequest, { name: 'All', type: 'kanban' })).toEqual({ type: [{ error: '"kanban" is not a valid choice.', code: 'invalid_choice' }] });
    expect(detailOf(createViewRequest, { name: 'All', type: 'grid', filter_type: 'or' })).toEqual({
      filter_type: [{ error: '"or" is not a valid choice.', code: 'invalid_choice' }],
    });
  });

  it('updates only what a view body sends', () => {
    expect(parseBody(updateViewRequest, {})).toEqual({});
    expect(parseBody(updateViewRequest, { filter_type: 'OR', filters_disabled: 1 })).toEqual({ filter_type: 'OR', filters_disabled: true });
    expect(detailOf(updateViewRequest, { filter_type: 'ANY' })).toEqual({ filter_type: [{ error: '"ANY" is not a valid choice.', code: 'invalid_choice' }] });
  });

  it('refreshes 1 to 1000 rows and 1 to 1600 fields', () => {
    expect(parseBody(gridRowsByIdRequest, { row_ids: [1], field_ids: [2] })).toEqual({ row_ids: [1], field_ids: [2] });
    expect(detailOf(gridRowsByIdRequest, { row_ids: [] })).toEqual({ row_ids: [{ error: 'This list may not be empty.', code: 'empty' }] });
    expect(detailOf(gridRowsByIdRequest, { row_ids: Array.from({ length: 1001 }, (_, index) => index) })).toEqual({
      row_ids: [{ error: 'Ensure this field has no more than 1000 elements.', code: 'max_length' }],
    });
    expect(parseBody(gridRowsByIdRequest, { row_ids: Array.from({ length: 1000 }, (_, index) => index) }).row_ids).toHaveLength(1000);
    expect(detailOf(gridRowsByIdRequest, { row_ids: [1], field_ids: [] })).toEqual({ field_ids: [{ error: 'This list may not be empty.', code: 'empty' }] });
    expect(detailOf(gridRowsByIdRequest, { row_ids: [1], field_ids: Array.from({ length: 1601 }, (_, index) => index) })).toEqual({
      field_ids: [{ error: 'Ensure this field has no more than 1600 elements.', code: 'max_length' }],
    });
    expect(parseBody(gridRowsByIdRequest, { row_ids: [1], field_ids: Array.from({ length: 1600 }, (_, index) => index) }).field_ids).toHaveLength(1600);
  });

  it('takes column widths from 0 up', () => {
    expect(parseBody(gridFieldOptionsPatch, { width: 0, hidden: 'false', order: -1 })).toEqual({ width: 0, hidden: false, order: -1 });
    expect(detailOf(gridFieldOptionsPatch, { width: -1 })).toEqual({ width: [{ error: 'Ensure this value is greater than or equal to 0.', code: 'min_value' }] });
  });
});

describe('validation detail', () => {
  it('reports a body that is not an object under non_field_errors', () => {
    expect(detailOf(z.object({ a: z.string() }), 'text')).toEqual({ non_field_errors: [{ error: 'Invalid data. Expected a dictionary, but got str.', code: 'invalid' }] });
  });

  it('words other limits the reference way', () => {
    const schema = z.object({
      short: z.string().min(3).optional(),
      few: z.array(z.string()).min(2).optional(),
      count: z.number().max(5).optional(),
      site: z.url().optional(),
      code: z.string().regex(/^a/).optional(),
      number: z.number().optional(),
    });
    expect(detailOf(schema, { short: 'ab' })).toEqual({ short: [{ error: 'Ensure this field has at least 3 characters.', code: 'min_length' }] });
    expect(detailOf(schema, { few: ['a'] })).toEqual({ few: [{ error: 'Ensure this field has at least 2 elements.', code: 'min_length' }] });
    expect(detailOf(schema, { count: 6 })).toEqual({ count: [{ error: 'Ensure this value is less than or equal to 5.', code: 'max_value' }] });
    expect(detailOf(schema, { site: 'nope' })).toEqual({ site: [{ error: 'Enter a valid URL.', code: 'invalid' }] });
    expect(detailOf(schema, { code: 'b' })).toEqual({ code: [{ error: 'Invalid string: must match pattern /^a/', code: 'invalid' }] });
    expect(detailOf(schema, { number: 'one' })).toEqual({ number: [{ error: 'A valid integer is required.', code: 'invalid' }] });
  });

  it('gives one message per key, the first', () => {
    const schema = z.object({ name: z.string().min(3).regex(/^a/) });
    expect(detailOf(schema, { name: 'b' })).toEqual({ name: [{ error: 'Ensure this field has at least 3 characters.', code: 'min_length' }] });
  });
});
