import { sql, type Kysely } from 'kysely';

// The metadata of databases: tables, their fields, views and grid column settings. Each
// user table's rows live in a real table `database_table_<id>` created by the tables service.
// `cellar_text_to_timestamp` parses text in a date field's order without ever raising, so
// that converting a column never fails on bad data (contract §9.3).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('database_tables')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('database_id', 'integer', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('order', 'integer', (col) => col.notNull())
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('database_tables_database_idx').on('database_tables').columns(['database_id', 'order']).execute();

  await db.schema
    .createTable('database_fields')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('table_id', 'integer', (col) => col.notNull().references('database_tables.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('order', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('primary', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('options', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('database_fields_table_idx').on('database_fields').columns(['table_id', 'order']).execute();
  await sql`create unique index database_fields_one_primary on database_fields (table_id) where "primary"`.execute(db);

  await db.schema
    .createTable('views')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('table_id', 'integer', (col) => col.notNull().references('database_tables.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('order', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('grid'))
    .addColumn('filter_type', 'text', (col) => col.notNull().defaultTo('AND'))
    .addColumn('filters_disabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('views_table_idx').on('views').columns(['table_id', 'order']).execute();

  await db.schema
    .createTable('grid_view_field_options')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('view_id', 'integer', (col) => col.notNull().references('views.id').onDelete('cascade'))
    .addColumn('field_id', 'integer', (col) => col.notNull().references('database_fields.id').onDelete('cascade'))
    .addColumn('width', 'integer', (col) => col.notNull().defaultTo(200))
    .addColumn('hidden', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('order', 'integer', (col) => col.notNull().defaultTo(32767))
    .addUniqueConstraint('grid_view_field_options_view_field_unique', ['view_id', 'field_id'])
    .execute();

  await sql`
    create or replace function cellar_text_to_timestamp(value text, date_order text) returns timestamptz
    language plpgsql immutable as $$
    declare
      parts text[];
      y int; m int; d int; h int := 0; mi int := 0; s int := 0;
    begin
      if value is null or length(trim(value)) < 5 then return null; end if;
      parts := regexp_match(trim(value),
        '^(\\d{1,4})[-/. ](\\d{1,2})[-/. ](\\d{1,4})(?:[ T]+(\\d{1,2}):(\\d{2})(?::(\\d{2}))?\\s*([AaPp][Mm])?)?');
      if parts is not null then
        if date_order = 'ISO' then y := parts[1]::int; m := parts[2]::int; d := parts[3]::int;
        elsif date_order = 'US' then m := parts[1]::int; d := parts[2]::int; y := parts[3]::int;
        else d := parts[1]::int; m := parts[2]::int; y := parts[3]::int;
        end if;
        if parts[4] is not null then h := parts[4]::int; mi := parts[5]::int; s := coalesce(parts[6]::int, 0); end if;
        if upper(parts[7]) = 'PM' and h < 12 then h := h + 12; end if;
        if upper(parts[7]) = 'AM' and h = 12 then h := 0; end if;
        begin
          return greatest(make_timestamptz(y, m, d, h, mi, s, 'UTC'), '0001-01-01T00:00:00Z'::timestamptz);
        exception when others then null;
        end;
      end if;
      begin
        return value::timestamptz;
      exception when others then return null;
      end;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists cellar_text_to_timestamp(text, text)`.execute(db);
  for (const table of ['grid_view_field_options', 'views', 'database_fields', 'database_tables']) {
    await db.schema.dropTable(table).execute();
  }
}
