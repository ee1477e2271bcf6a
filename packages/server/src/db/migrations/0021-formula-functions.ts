import { sql, type Kysely } from 'kysely';

// Issue 34: the few formula functions PostgreSQL's built-ins cannot give core's meaning without
// raising on some values, so a formula's SQL never raises (a failing recomputation would fail the
// change that caused it). Core's evaluator gives the same answers: '#ERROR!' for a pattern that
// does not compile (the reference's try_regexp_replace), NULL for text that is no date by its
// template, or a date moved out of range. Each catches only its own call, in a subtransaction.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function cellar_formula_regexp_replace(value text, pattern text, replacement text) returns text
    language plpgsql immutable parallel safe as $$
    begin
      return regexp_replace(value, pattern, replacement, 'g');
    exception when others then
      return '#ERROR!';
    end $$`.execute(db);
  // Text read as a date by a PostgreSQL template the way core's todate reads it (todate-text.ts),
  // rather than by to_timestamp, which takes a month 00 for January and '' for the year 1: the
  // stored value then matches the editor's preview. Numbers may have fewer digits than their
  // pattern; a literal character of the template skips one separator of the text; what follows the
  // template's end is ignored; the fields must make a real date.
  await sql`
    create or replace function cellar_formula_todate(value text, template text) returns date
    language plpgsql immutable parallel safe as $$
    declare
      patterns text[] := array['YYYY', 'YY', 'MONTH', 'MON', 'MM', 'MS', 'MI', 'DDD', 'DD', 'DAY', 'DY', 'D', 'HH24', 'HH12', 'HH', 'SS', 'AM', 'PM', 'Q'];
      months text[] := array['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
      i int := 1;
      t int := 1;
      n int;
      closing int;
      literal text;
      c text;
      pat text;
      candidate text;
      name text;
      num text;
      k int;
      found boolean;
      y int := 1; mo int := 1; d int := 1; h int := 0; mi int := 0; s int := 0;
      pm boolean := null;
    begin
      if value is null or template is null then return null; end if;
      n := char_length(value);
      while t <= char_length(template) loop
        literal := null;
        pat := null;
        if substr(template, t, 1) = '"' then
          closing := strpos(substr(template, t + 1), '"');
          literal := case when closing = 0 then substr(template, t + 1) else substr(template, t + 1, closing - 1) end;
          t := case when closing = 0 then char_length(template) + 1 else t + closing + 1 end;
        else
          k := case when upper(substr(template, t, 2)) = 'FM' then t + 2 else t end;
          foreach candidate in array patterns loop
            if upper(substr(template, k, char_length(candidate))) = candidate then pat := candidate; exit; end if;
          end loop;
          if pat is null then
            literal := substr(template, t, 1);
            t := t + 1;
          else
            t := k + char_length(pat);
          end if;
        end if;
        if literal is not null then
          foreach c in array regexp_split_to_array(literal, '') loop
            if i <= n and (substr(value, i, 1) = c or substr(value, i, 1) ~ '[^0-9A-Za-z]') then i := i + 1;
            elsif c <> ' ' then return null;
            end if;
          end loop;
          continue;
        end if;
        if pat in ('MONTH', 'MON') then
          found := false;
          for k in 1..12 loop
            name := case when pat = 'MON' then left(months[k], 3) else months[k] end;
            if left(lower(substr(value, i)), char_length(name)) = name then mo := k; i := i + char_length(name); found := true; exit; end if;
          end loop;
          if not found then return null; end if;
          continue;
        end if;
        if pat in ('AM', 'PM') then
          if upper(substr(value, i, 2)) not in ('AM', 'PM') then return null; end if;
          pm := upper(substr(value, i, 2)) = 'PM';
          i := i + 2;
          continue;
        end if;
        while substr(value, i, 1) = ' ' loop i := i + 1; end loop;
        num := substring(substr(value, i, case pat when 'YYYY' then 4 when 'DDD' then 3 when 'MS' then 3 when 'D' then 1 when 'Q' then 1 else 2 end) from '^[0-9]+');
        if num is null then return null; end if;
        i := i + char_length(num);
        case pat
          when 'YYYY' then y := num::int;
          when 'YY' then y := case when num::int < 70 then 2000 + num::int else 1900 + num::int end;
          when 'MM' then mo := num::int;
          when 'DD' then d := num::int;
          when 'HH24', 'HH12', 'HH' then h := num::int;
          when 'MI' then mi := num::int;
          when 'SS' then s := num::int;
          else null;
        end case;
      end loop;
      if pm is not null then
        if h < 1 or h > 12 then return null; end if;
        h := (h % 12) + case when pm then 12 else 0 end;
      end if;
      if mo < 1 or mo > 12 or d < 1 or h > 23 or mi > 59 or s > 59 then return null; end if;
      return make_date(y, mo, d);
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
