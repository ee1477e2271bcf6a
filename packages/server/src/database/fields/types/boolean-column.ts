import { truthyWords } from '@cellar/core';
import { sql } from 'kysely';
import type { ServerFieldType } from '../server-field-type.js';
import { trimSql } from './text-like.js';

// Core's words as literals: conversion runs in DDL, which takes no bind parameters.
const truthyList = sql.join(truthyWords.map((word) => sql.lit(word)));

/** Checkboxes: a nullable boolean read as false when empty (no column default to rewrite). */
export const booleanColumn: ServerFieldType = {
  columnType: () => 'boolean',
  toDb: (value) => value === true,
  fromDb: (raw) => raw === true,
  toTextSql: (column) => sql`case when ${column} then 'true' else 'false' end`,
  // Python's spelling, as the reference renders a linked row's primary value; empty is unticked.
  linkedTextSql: (column) => sql`case when ${column} then 'True' else 'False' end`,
  fromTextSql: (text) => sql`coalesce(lower(${trimSql(text)}) in (${truthyList}), false)`,
  searchSql: () => null,
  // An unticked box is empty (contract §11.2); stored values are false or, for rows older than the field, null.
  emptySql: (column) => sql`${column} is not true`,
};
