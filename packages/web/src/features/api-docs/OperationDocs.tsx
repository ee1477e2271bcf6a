import { rowOperationExample, type DocumentedTable, type RowOperationDoc } from '@cellar/core';
import { CodeSample } from './CodeSample';
import { curlCommand, prettyJson } from './curlCommand';
import { docsAnchors } from './docsAnchors';
import styles from './ApiDocs.module.css';

/** One row operation on one table: what it does, the request to send and the answer, with the table's own keys. */
export function OperationDocs({ table, operation, origin }: { table: DocumentedTable; operation: RowOperationDoc; origin: string }) {
  const example = rowOperationExample(table, operation);
  const url = `${origin}${example.path}`;
  return (
    <article className={styles.operation} aria-labelledby={docsAnchors.operation(table, operation)}>
      <h3 id={docsAnchors.operation(table, operation)}>{operation.title}</h3>
      <p className={styles.endpoint}>
        <span className={styles.method} data-method={example.method}>
          {example.method}
        </span>
        <code>{operation.endpoint.path.replace(':table_id', String(table.id)).replace(':row_id', '{row_id}')}</code>
      </p>
      <p>
        {operation.description} A database token needs the <strong>{operation.right}</strong> right on this table.
      </p>
      <CodeSample title="Request" code={curlCommand({ method: example.method, url, headers: { Authorization: 'Token YOUR_DATABASE_TOKEN' }, body: example.body })} />
      {example.response === undefined ? (
        <p className={styles.muted}>Answers {example.status} with no content.</p>
      ) : (
        <CodeSample title={`Response ${example.status}`} code={prettyJson(example.response)} />
      )}
    </article>
  );
}
