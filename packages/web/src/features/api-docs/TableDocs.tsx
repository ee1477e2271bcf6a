import { filterParameterName, rowOperationDocs, type DocumentedTable } from '@cellar/core';
import { docsAnchors } from './docsAnchors';
import { OperationDocs } from './OperationDocs';
import { prettyJson } from './curlCommand';
import styles from './ApiDocs.module.css';

/** One table: its fields with what each accepts, then its five row operations. */
export function TableDocs({ table, origin }: { table: DocumentedTable; origin: string }) {
  return (
    <section className={styles.section} aria-labelledby={docsAnchors.table(table)}>
      <h2 id={docsAnchors.table(table)}>
        {table.name} <span className={styles.muted}>table {table.id}</span>
      </h2>
      <h3 id={docsAnchors.fields(table)}>Fields</h3>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">Fields of {table.name}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Type</th>
              <th scope="col">Accepts</th>
              <th scope="col">Example</th>
            </tr>
          </thead>
          <tbody>
            {table.fields.map((field) => (
              <tr key={field.id}>
                <th scope="row">
                  {field.name}
                  {field.primary && <span className={styles.badge}>primary</span>}
                </th>
                <td>
                  <code>{field.key}</code>
                </td>
                <td>
                  {field.typeLabel} <code className={styles.typeName}>{field.type}</code>
                </td>
                <td>{field.accepts}</td>
                <td>
                  <code className={styles.example}>{prettyJson(field.example.request)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h4>Filters</h4>
      <ul className={styles.filterList}>
        {table.fields.map((field) => (
          <li key={field.id}>
            <strong>{field.name}</strong>:{' '}
            {field.filters.length === 0 ? (
              'no filters'
            ) : (
              field.filters.map((filter, index) => (
                <span key={filter}>
                  {index > 0 && ', '}
                  <code>{filterParameterName(field, filter)}</code>
                </span>
              ))
            )}
            {field.canSort ? '' : '; cannot be sorted by'}
          </li>
        ))}
      </ul>
      {rowOperationDocs.map((operation) => (
        <OperationDocs key={operation.key} table={table} operation={operation} origin={origin} />
      ))}
    </section>
  );
}
