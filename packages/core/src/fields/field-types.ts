import type { RowMetadata } from '../row-comments/types.js';
import type { ViewFilter } from '../views/view-filter.js';
import type { ViewSort } from '../views/view-sort.js';
import type { FieldTypeName } from './field-type.js';

/** A field as the API returns it: common keys plus its type's own (contract §9.1–§9.2). */
export interface Field {
  id: number;
  table_id: number;
  name: string;
  order: number;
  type: FieldTypeName;
  primary: boolean;
  [option: string]: unknown;
}

/** A row: id, its order as a 20-decimal string, and `field_<id>` cells. */
export interface Row {
  id: number;
  order: string;
  [cell: `field_${number}`]: unknown;
}

/** A grid view column's settings (contract §11.5). */
export interface GridFieldOptions {
  width: number;
  hidden: boolean;
  order: number;
}

/** A database table (contract §8). */
export interface Table {
  id: number;
  name: string;
  order: number;
  database_id: number;
}

/** A view (contract §11.1); filters and sortings only when asked for. */
export interface View {
  id: number;
  table_id: number;
  name: string;
  order: number;
  type: 'grid';
  table: Table;
  filter_type: 'AND' | 'OR';
  filters_disabled: boolean;
  filters?: ViewFilter[];
  sortings?: ViewSort[];
}

/** The page/size and limit/offset list answer (contract §1.5). */
export interface RowPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
  field_options?: Record<string, GridFieldOptions>;
  /** With the grid's `include=row_metadata`: each row's comment count (rows without comments left out). */
  row_metadata?: RowMetadata;
}
