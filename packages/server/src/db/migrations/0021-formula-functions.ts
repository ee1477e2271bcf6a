import { sql, type Kysely } from 'kysely';

// Issue 34: the few formula functions whose PostgreSQL built-ins raise on some values, wrapped so a
// formula's SQL never does (a failing recomputation would fail the change that caused it). Core's
// evaluator gives the same answers: '#ERROR!' for a pattern that does not compile (the reference's
// try_regexp_replace), NULL for text that is no date by its template, or a date moved out of range.
// Each catches only its own call, in a subtransaction, so they serve the rare functions only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function cellar_formula_regexp_replace(value text, pattern text, replacement text) returns text
    language plpgsql immutable parallel safe as $$
    begin
      return regexp_replace(value, pattern, replacement, 'g');
    exception when others then
      return '#ERROR!';
    end $$`.execute(db);
  // Sessions run in UTC (open-postgres.ts, the embedded engine's default): the template's fields are UTC's.
  await sql`
    create or replace function cellar_formula_todate(value text, template text) returns date
    language plpgsql stable parallel safe as $$
    begin
      return cast(to_timestamp(value, template) at time zone 'UTC' as date);
    exception when others then
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function cellar_formula_date_add(value timestamp, amount numeric, unit text) returns timestamp
    language plpgsql immutable parallel safe as $$
    declare
      n integer;
    begin
      if value is null or amount is null or unit is null then return null; end if;
      n := trunc(amount);
      return case unit
        when 'year' then value + make_interval(years => n)
        when 'month' then value + make_interval(months => n)
        when 'week' then value + make_interval(weeks => n)
        when 'day' then value + make_interval(days => n)
        when 'hour' then value + make_interval(hours => n)
        when 'minute' then value + make_interval(mins => n)
        when 'second' then value + make_interval(secs => n)
      end;
    exception when others then
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists cellar_formula_regexp_replace(text, text, text)`.execute(db);
  await sql`drop function if exists cellar_formula_todate(text, text)`.execute(db);
  await sql`drop function if exists cellar_formula_date_add(timestamp, numeric, text)`.execute(db);
}
